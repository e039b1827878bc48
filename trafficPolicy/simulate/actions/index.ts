/** The action types the simulator runs, each with its handler. */
import type { Handler } from "../exchange/exchange";
import { basicAuth, restrictIps } from "./access";
import { compressResponse, requestBodyFindReplace, responseBodyFindReplace } from "./body";
import { jwtValidation } from "./jwt";
import { circuitBreaker, rateLimit } from "./limits";
import { verifyWebhook } from "./webhooks";
import { closeConnection, customResponse, deny, redirect } from "./answers";
import { forwardInternal } from "./forward";
import { addHeaders, removeHeaders } from "./headers";
import { oauth, openidConnect } from "./login";
import { urlRewrite } from "./urlRewrite";
import { log, setVars } from "./variables";

export const HANDLERS: Readonly<Record<string, Handler>> = {
  "add-headers": addHeaders,
  "remove-headers": removeHeaders,
  "custom-response": customResponse,
  deny,
  redirect,
  "close-connection": closeConnection,
  "url-rewrite": urlRewrite,
  "restrict-ips": restrictIps,
  "basic-auth": basicAuth,
  "set-vars": setVars,
  log,
  "forward-internal": forwardInternal,
  oauth,
  "openid-connect": openidConnect,
  "jwt-validation": jwtValidation,
  "verify-webhook": verifyWebhook,
  "rate-limit": rateLimit,
  "circuit-breaker": circuitBreaker,
  "compress-response": compressResponse,
  "request-body-find-replace": requestBodyFindReplace,
  "response-body-find-replace": responseBodyFindReplace,
};
