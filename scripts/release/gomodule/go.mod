module pulumi-ingress/release/gomodule

go 1.25.11

require golang.org/x/mod v0.36.0
