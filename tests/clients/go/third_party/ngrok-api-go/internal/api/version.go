// Code generated for API Clients. DO NOT EDIT.

package api

// Dummy file to satisfy our code generation pipeline
