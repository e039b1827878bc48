"""Drives ngrok's Python client (PyPI ngrok-api) through one family's create, get, update, list and
delete, for tests/clients/ngrokApiPython.test.ts. Reads one JSON object on stdin: base_url, api_key,
service (the client's member), create and update (keyword arguments); prints the steps' answers as
one JSON object (tests/clients/families.ts `Steps`)."""
import json
import sys

import ngrok

class Props:
    """An object argument as the client's datatypes hold it: the client sends its `_props`."""

    def __init__(self, props):
        self._props = props


def argument(value):
    """The client takes objects (a target, a list of sources) as datatypes, not as dicts."""
    if isinstance(value, dict):
        return Props(value)
    if isinstance(value, list):
        return [argument(v) for v in value]
    return value


job = json.load(sys.stdin)
for body in ("create", "update"):
    job[body] = {k: argument(v) for k, v in job[body].items()}
client = ngrok.Client(job["api_key"], base_url=job["base_url"])
service = getattr(client, job["service"])
created = service.create(**job["create"])
steps = {"created": created._props}
steps["got"] = service.get(created.id)._props
steps["updated"] = service.update(created.id, **job["update"])._props
steps["listed"] = [item.id for item in service.list()]
service.delete(created.id)
steps["deleted"] = "deleted"
try:
    service.get(created.id)
    steps["goneStatus"] = 200
except ngrok.Error as e:
    steps["goneStatus"] = e.http_status_code
json.dump(steps, sys.stdout, default=lambda o: o._props)
