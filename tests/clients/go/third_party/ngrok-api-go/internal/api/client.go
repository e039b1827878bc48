// Code generated for API Clients. DO NOT EDIT.

package api

import "github.com/ngrok/ngrok-api-go/v8"

type Client = ngrok.BaseClient

func NewClient(cfg *ngrok.ClientConfig) *Client {
	return ngrok.NewBaseClient(cfg)
}
