// Dynamic provider for one item on the smoke test's HTTP server (`/items`, JSON bodies).
"use strict";
const http = require("node:http");

function call(method, url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { "content-type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : undefined }));
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

function expect(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status}`);
  return res.body;
}

module.exports = {
  async create(inputs) {
    const item = expect(await call("POST", `${inputs.baseUrl}/items`, { name: inputs.name, value: inputs.value }), 201, "create");
    return { id: item.id, outs: { baseUrl: inputs.baseUrl, name: item.name, value: item.value } };
  },
  async read(id, props) {
    const res = await call("GET", `${props.baseUrl}/items/${id}`);
    if (res.status === 404) return { id: "" };
    const item = expect(res, 200, "read");
    return { id, props: { baseUrl: props.baseUrl, name: item.name, value: item.value } };
  },
  async diff(_id, olds, news) {
    const replaces = olds.name !== news.name ? ["name"] : [];
    return { changes: replaces.length > 0 || olds.value !== news.value || olds.baseUrl !== news.baseUrl, replaces };
  },
  async update(id, olds, news) {
    const item = expect(await call("PUT", `${news.baseUrl}/items/${id}`, { name: news.name, value: news.value }), 200, "update");
    return { outs: { baseUrl: news.baseUrl, name: item.name, value: item.value } };
  },
  async delete(id, props) {
    const res = await call("DELETE", `${props.baseUrl}/items/${id}`);
    if (res.status !== 204 && res.status !== 404) throw new Error(`delete: HTTP ${res.status}`);
  },
};
