// Code generated for API Clients. DO NOT EDIT.

package ngrok

func Bool(v bool) *bool {
	return &v
}

func String(s string) *string {
	return &s
}

func Uint32(v uint32) *uint32 {
	return &v
}
