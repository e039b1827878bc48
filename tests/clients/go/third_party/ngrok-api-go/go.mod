// ngrok-api-go v8.0.0's go.mod, without its requires: they (testify and what it needs) serve its
// tests alone, which are not vendored (SOURCE.md).

module github.com/ngrok/ngrok-api-go/v8

go 1.25
