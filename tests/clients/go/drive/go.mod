module pulumi-ingress/tests/clients/go/drive

go 1.25

require github.com/ngrok/ngrok-api-go/v8 v8.0.0

// The client's source, vendored (../third_party/ngrok-api-go/SOURCE.md): the module proxy does not serve it.
replace github.com/ngrok/ngrok-api-go/v8 => ../third_party/ngrok-api-go
