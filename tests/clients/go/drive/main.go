// Command drive drives ngrok's Go client (ngrok-api-go v8.0.0, vendored in ../ngrok-api-go)
// through one family's create, get, update, list and delete, for tests/clients/ngrokApiGo.test.ts,
// as tests/clients/drive.py does the Python client's. It reads one JSON object on stdin: base_url,
// api_key, service (the client's package), create and update (the bodies, snake_case); it prints
// the steps' answers as one JSON object (tests/clients/families.ts `Steps`).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/ngrok/ngrok-api-go/v8"
	"github.com/ngrok/ngrok-api-go/v8/agent_ingresses"
	"github.com/ngrok/ngrok-api-go/v8/ai_gateway_api_keys"
	"github.com/ngrok/ngrok-api-go/v8/api_keys"
	"github.com/ngrok/ngrok-api-go/v8/certificate_authorities"
	"github.com/ngrok/ngrok-api-go/v8/credentials"
	"github.com/ngrok/ngrok-api-go/v8/endpoints"
	"github.com/ngrok/ngrok-api-go/v8/event_destinations"
	"github.com/ngrok/ngrok-api-go/v8/event_subscriptions"
	"github.com/ngrok/ngrok-api-go/v8/ip_policies"
	"github.com/ngrok/ngrok-api-go/v8/ip_policy_rules"
	"github.com/ngrok/ngrok-api-go/v8/ip_restrictions"
	"github.com/ngrok/ngrok-api-go/v8/reserved_addrs"
	"github.com/ngrok/ngrok-api-go/v8/reserved_domains"
	"github.com/ngrok/ngrok-api-go/v8/secrets"
	"github.com/ngrok/ngrok-api-go/v8/service_users"
	"github.com/ngrok/ngrok-api-go/v8/ssh_certificate_authorities"
	"github.com/ngrok/ngrok-api-go/v8/ssh_credentials"
	"github.com/ngrok/ngrok-api-go/v8/tls_certificates"
	"github.com/ngrok/ngrok-api-go/v8/vaults"
)

type job struct {
	BaseURL string          `json:"base_url"`
	APIKey  string          `json:"api_key"`
	Service string          `json:"service"`
	Create  json.RawMessage `json:"create"`
	Update  json.RawMessage `json:"update"`
}

// steps is tests/clients/families.ts `Steps`.
type steps struct {
	Created    any      `json:"created"`
	Got        any      `json:"got"`
	Updated    any      `json:"updated"`
	Listed     []string `json:"listed"`
	Deleted    string   `json:"deleted"`
	GoneStatus int      `json:"goneStatus"`
}

// service is one of the client's services: its typed calls, C its create's type, U its update's,
// P its list's paging, T its item.
type service[C, U, P, T any] struct {
	create func(context.Context, *C) (*T, error)
	get    func(context.Context, string) (*T, error)
	update func(context.Context, *U) (*T, error)
	list   func(*P) ngrok.Iter[*T]
	del    func(context.Context, string) error
}

// decode fills a client's datatype from a body; a field the datatype lacks fails, so that nothing
// the test sends is silently dropped.
func decode(raw json.RawMessage, into any) error {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.DisallowUnknownFields()
	return d.Decode(into)
}

// idOf is an item's id, read through its JSON as the other steps are.
func idOf(item any) (string, error) {
	b, err := json.Marshal(item)
	if err != nil {
		return "", err
	}
	var v struct {
		ID string `json:"id"`
	}
	return v.ID, json.Unmarshal(b, &v)
}

func (s service[C, U, P, T]) drive(ctx context.Context, j job) (*steps, error) {
	var c C
	if err := decode(j.Create, &c); err != nil {
		return nil, fmt.Errorf("create body: %w", err)
	}
	created, err := s.create(ctx, &c)
	if err != nil {
		return nil, fmt.Errorf("create: %w", err)
	}
	id, err := idOf(created)
	if err != nil {
		return nil, err
	}
	out := &steps{Created: created, Listed: []string{}}
	if out.Got, err = s.get(ctx, id); err != nil {
		return nil, fmt.Errorf("get: %w", err)
	}
	// The update's datatype carries the item's id (its path), beside the fields.
	var u U
	if err := decode(j.Update, &u); err != nil {
		return nil, fmt.Errorf("update body: %w", err)
	}
	if err := json.Unmarshal([]byte(fmt.Sprintf(`{"id":%q}`, id)), &u); err != nil {
		return nil, err
	}
	if out.Updated, err = s.update(ctx, &u); err != nil {
		return nil, fmt.Errorf("update: %w", err)
	}
	it := s.list(nil)
	for it.Next(ctx) {
		itemID, err := idOf(it.Item())
		if err != nil {
			return nil, err
		}
		out.Listed = append(out.Listed, itemID)
	}
	if err := it.Err(); err != nil {
		return nil, fmt.Errorf("list: %w", err)
	}
	out.Deleted = "deleted"
	if err := s.del(ctx, id); err != nil {
		out.Deleted = err.Error()
	}
	out.GoneStatus = 200
	if _, err := s.get(ctx, id); err != nil {
		var e *ngrok.Error
		if !errors.As(err, &e) {
			return nil, fmt.Errorf("get after delete: %w", err)
		}
		out.GoneStatus = int(e.StatusCode)
	}
	return out, nil
}

type driver interface {
	drive(context.Context, job) (*steps, error)
}

// services maps the test's service names (the client's packages) to their drivers.
func services(cfg *ngrok.ClientConfig) map[string]driver {
	agentIngresses := agent_ingresses.NewClient(cfg)
	aiGatewayAPIKeys := ai_gateway_api_keys.NewClient(cfg)
	apiKeys := api_keys.NewClient(cfg)
	certificateAuthorities := certificate_authorities.NewClient(cfg)
	creds := credentials.NewClient(cfg)
	eps := endpoints.NewClient(cfg)
	eventDestinations := event_destinations.NewClient(cfg)
	eventSubscriptions := event_subscriptions.NewClient(cfg)
	ipPolicies := ip_policies.NewClient(cfg)
	ipPolicyRules := ip_policy_rules.NewClient(cfg)
	ipRestrictions := ip_restrictions.NewClient(cfg)
	reservedAddrs := reserved_addrs.NewClient(cfg)
	reservedDomains := reserved_domains.NewClient(cfg)
	secretsClient := secrets.NewClient(cfg)
	serviceUsers := service_users.NewClient(cfg)
	sshCertificateAuthorities := ssh_certificate_authorities.NewClient(cfg)
	sshCredentials := ssh_credentials.NewClient(cfg)
	tlsCertificates := tls_certificates.NewClient(cfg)
	vaultsClient := vaults.NewClient(cfg)
	return map[string]driver{
		"agent_ingresses":             service[ngrok.AgentIngressCreate, ngrok.AgentIngressUpdate, ngrok.FilteredPaging, ngrok.AgentIngress]{agentIngresses.Create, agentIngresses.Get, agentIngresses.Update, agentIngresses.List, agentIngresses.Delete},
		"ai_gateway_api_keys":         service[ngrok.AIGatewayAPIKeyCreate, ngrok.AIGatewayAPIKeyUpdate, ngrok.Paging, ngrok.AIGatewayAPIKey]{aiGatewayAPIKeys.Create, aiGatewayAPIKeys.Get, aiGatewayAPIKeys.Update, aiGatewayAPIKeys.List, aiGatewayAPIKeys.Delete},
		"api_keys":                    service[ngrok.APIKeyCreate, ngrok.APIKeyUpdate, ngrok.FilteredPaging, ngrok.APIKey]{apiKeys.Create, apiKeys.Get, apiKeys.Update, apiKeys.List, apiKeys.Delete},
		"certificate_authorities":     service[ngrok.CertificateAuthorityCreate, ngrok.CertificateAuthorityUpdate, ngrok.FilteredPaging, ngrok.CertificateAuthority]{certificateAuthorities.Create, certificateAuthorities.Get, certificateAuthorities.Update, certificateAuthorities.List, certificateAuthorities.Delete},
		"credentials":                 service[ngrok.CredentialCreate, ngrok.CredentialUpdate, ngrok.FilteredPaging, ngrok.Credential]{creds.Create, creds.Get, creds.Update, creds.List, creds.Delete},
		"endpoints":                   service[ngrok.EndpointCreate, ngrok.EndpointUpdate, ngrok.Paging, ngrok.Endpoint]{eps.Create, eps.Get, eps.Update, eps.List, eps.Delete},
		"event_destinations":          service[ngrok.EventDestinationCreate, ngrok.EventDestinationUpdate, ngrok.FilteredPaging, ngrok.EventDestination]{eventDestinations.Create, eventDestinations.Get, eventDestinations.Update, eventDestinations.List, eventDestinations.Delete},
		"event_subscriptions":         service[ngrok.EventSubscriptionCreate, ngrok.EventSubscriptionUpdate, ngrok.FilteredPaging, ngrok.EventSubscription]{eventSubscriptions.Create, eventSubscriptions.Get, eventSubscriptions.Update, eventSubscriptions.List, eventSubscriptions.Delete},
		"ip_policies":                 service[ngrok.IPPolicyCreate, ngrok.IPPolicyUpdate, ngrok.FilteredPaging, ngrok.IPPolicy]{ipPolicies.Create, ipPolicies.Get, ipPolicies.Update, ipPolicies.List, ipPolicies.Delete},
		"ip_policy_rules":             service[ngrok.IPPolicyRuleCreate, ngrok.IPPolicyRuleUpdate, ngrok.FilteredPaging, ngrok.IPPolicyRule]{ipPolicyRules.Create, ipPolicyRules.Get, ipPolicyRules.Update, ipPolicyRules.List, ipPolicyRules.Delete},
		"ip_restrictions":             service[ngrok.IPRestrictionCreate, ngrok.IPRestrictionUpdate, ngrok.FilteredPaging, ngrok.IPRestriction]{ipRestrictions.Create, ipRestrictions.Get, ipRestrictions.Update, ipRestrictions.List, ipRestrictions.Delete},
		"reserved_addrs":              service[ngrok.ReservedAddrCreate, ngrok.ReservedAddrUpdate, ngrok.FilteredPaging, ngrok.ReservedAddr]{reservedAddrs.Create, reservedAddrs.Get, reservedAddrs.Update, reservedAddrs.List, reservedAddrs.Delete},
		"reserved_domains":            service[ngrok.ReservedDomainCreate, ngrok.ReservedDomainUpdate, ngrok.FilteredPaging, ngrok.ReservedDomain]{reservedDomains.Create, reservedDomains.Get, reservedDomains.Update, reservedDomains.List, reservedDomains.Delete},
		"secrets":                     service[ngrok.SecretCreate, ngrok.SecretUpdate, ngrok.FilteredPaging, ngrok.Secret]{secretsClient.Create, secretsClient.Get, secretsClient.Update, secretsClient.List, secretsClient.Delete},
		"service_users":               service[ngrok.ServiceUserCreate, ngrok.ServiceUserUpdate, ngrok.FilteredPaging, ngrok.ServiceUser]{serviceUsers.Create, serviceUsers.Get, serviceUsers.Update, serviceUsers.List, serviceUsers.Delete},
		"ssh_certificate_authorities": service[ngrok.SSHCertificateAuthorityCreate, ngrok.SSHCertificateAuthorityUpdate, ngrok.FilteredPaging, ngrok.SSHCertificateAuthority]{sshCertificateAuthorities.Create, sshCertificateAuthorities.Get, sshCertificateAuthorities.Update, sshCertificateAuthorities.List, sshCertificateAuthorities.Delete},
		"ssh_credentials":             service[ngrok.SSHCredentialCreate, ngrok.SSHCredentialUpdate, ngrok.FilteredPaging, ngrok.SSHCredential]{sshCredentials.Create, sshCredentials.Get, sshCredentials.Update, sshCredentials.List, sshCredentials.Delete},
		"tls_certificates":            service[ngrok.TLSCertificateCreate, ngrok.TLSCertificateUpdate, ngrok.FilteredPaging, ngrok.TLSCertificate]{tlsCertificates.Create, tlsCertificates.Get, tlsCertificates.Update, tlsCertificates.List, tlsCertificates.Delete},
		"vaults":                      service[ngrok.VaultCreate, ngrok.VaultUpdate, ngrok.FilteredPaging, ngrok.Vault]{vaultsClient.Create, vaultsClient.Get, vaultsClient.Update, vaultsClient.List, vaultsClient.Delete},
	}
}

func run() error {
	var j job
	if err := json.NewDecoder(os.Stdin).Decode(&j); err != nil {
		return fmt.Errorf("job: %w", err)
	}
	s, ok := services(ngrok.NewClientConfig(j.APIKey, ngrok.WithBaseURL(j.BaseURL)))[j.Service]
	if !ok {
		return fmt.Errorf("no service %q", j.Service)
	}
	out, err := s.drive(context.Background(), j)
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(out)
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
