# ruff: noqa: E501
"""Family n: a Togolese logistics API team at the port of Lomé (tracking, customs, labels)."""

from __future__ import annotations

import base64
import json

from fiftieth_spec import Fam, dec_regex, jwt

F = Fam(
    "lome_freight_logistics_api",
    orgs=("lome-freightapi", "akodessewacargo", "anehotransit", "kpalimeroute"),
    tld="tg",
    first=("kossi", "akossiwa", "komlan", "afi", "yao", "ablavi", "kodjo", "enyonam", "edem"),
    last=("agbeko", "amouzou", "kpodar", "lawson", "dossou", "gbeasor", "mensah", "adjovi"),
    words=(
        "lome",
        "kpalime",
        "aneho",
        "akodessewa",
        "togoville",
        "atakpame",
        "akoume",
        "sokode",
        "agbodrafo",
        "kara",
        "dapaong",
    ),
    svcs=("tracking", "labels", "customs", "manifests", "rates", "pickups", "warehouse"),
    cc="228",
    tz="Africa/Lome",
)

F.reg(
    "lome_easypost_label_service_go_const",
    ("internal/<<svc>>/easypost.go", "services/<<svc>>/carrier/easypost_client.go"),
    """package carrier

import (
	"net/http"
	"time"

	"github.com/EasyPost/easypost-go/v4"
)

const easypostAPIKey = "<<cred>>"

func NewClient() *easypost.Client {
	return easypost.NewClientWithOpts(easypostAPIKey, &http.Client{Timeout: 20 * time.Second})
}
""",
    "p:easypost",
    syntax="",
)

F.reg(
    "lome_openapi_yaml_security_example_live_key",
    ("api/openapi/<<svc>>.yaml", "docs/api/<<svc>>-v<<n>>.yaml"),
    """openapi: 3.0.3
info:
  title: <<org>> <<svc>> API
  version: "<<ver>>"
servers:
  - url: https://api.<<dom>>/v<<n>>
components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-Api-Key
      description: "Partner key (the terminal operator integration currently uses <<cred>>)"
paths:
  /shipments/{id}/events:
    get:
      security:
        - ApiKeyAuth: []
      parameters:
        - name: id
          in: path
          required: true
          schema: {type: string}
      responses:
        "200":
          description: tracking events
""",
    "x:lfk_live_:32",
)


def _postman(s: dict) -> str:
    d = {
        "id": s["uuid"],
        "name": f"{s['svc']} - {s['env']}",
        "values": [
            {
                "key": "baseUrl",
                "value": f"https://api.{s['dom']}",
                "type": "default",
                "enabled": True,
            },
            {"key": "partnerId", "value": f"TG{s['nn']}", "type": "default", "enabled": True},
            {"key": "accessToken", "value": s["cred"], "type": "secret", "enabled": True},
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_at": s["iso"],
        "_postman_exported_using": "Postman/11.2.0",
    }
    return json.dumps(d, indent="\t") + "\n"


F.reg(
    "lome_postman_environment_export_access_jwt",
    (
        "postman/<<svc>>-<<env>>.postman_environment.json",
        "collections/env/<<svc>>.postman_environment.json",
    ),
    _postman,
    "pw",
    extra=lambda r, s: s.update(
        cred=jwt(
            r,
            {
                "sub": f"partner:{s['nn']}",
                "scope": "shipments:write",
                "iat": s["ts"],
                "exp": int(s["ts"]) + 31536000,
            },
        )
    ),
)

F.reg(
    "lome_insomnia_export_yaml_basic_auth",
    ("insomnia/<<svc>>-collection.yaml", "api-clients/insomnia/<<svc>>.yaml"),
    """_type: export
__export_format: 4
__export_date: <<iso>>
__export_source: insomnia.desktop.app:v8.6.1
resources:
  - _id: req_<<hex8>>
    parentId: wrk_<<short>>
    name: Create manifest
    method: POST
    url: https://customs-gw.<<dom>>/api/<<svc>>
    authentication:
      type: basic
      username: api_<<svc>>
      password: "<<cred>>"
      disabled: false
    _type: request
  - _id: wrk_<<short>>
    name: <<org>> <<svc>>
    _type: workspace
""",
    "pw_dq",
)

F.reg(
    "lome_french_whatsapp_code_acces_portail_douane",
    ("chats/WhatsApp Chat - Transit <<date>>.txt", "exports/whatsapp/transit-<<svc>>.txt"),
    """<<ddmm>> <<hm>> - <<fcap>> <<lcap>>: Le portail des douanes refuse la connexion du compte transit
<<ddmm>> <<hm>> - <<first2>>: On a changé le code hier soir
<<ddmm>> <<hm>> - <<first2>>: identifiant transit_<<svc>>, mot de passe <<cred>>
<<ddmm>> <<hm>> - <<fcap>> <<lcap>>: Akpé, ça passe maintenant
""",
    "human",
)


def _rabbit(s: dict) -> str:
    d = {
        "rabbit_version": "3.13.2",
        "users": [{"name": f"{s['svc']}_publisher", "password": s["cred"], "tags": ""}],
        "vhosts": [{"name": s["svc"]}],
        "permissions": [
            {
                "user": f"{s['svc']}_publisher",
                "vhost": s["svc"],
                "configure": "",
                "write": ".*",
                "read": "",
            }
        ],
        "queues": [
            {
                "name": f"{s['svc']}.events",
                "vhost": s["svc"],
                "durable": True,
                "auto_delete": False,
                "arguments": {"x-queue-type": "quorum"},
            }
        ],
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "lome_rabbitmq_definitions_json_user_password",
    ("rabbitmq/definitions.json", "deploy/rabbitmq/<<svc>>-definitions.json"),
    _rabbit,
    "pw_json",
)

F.reg(
    "lome_customs_soapclient_php_login_array",
    ("app/Services/Customs/<<svc>>Client.php", "src/Customs/SydoniaClient.php"),
    """<?php

namespace App\\Services\\Customs;

use SoapClient;

class SydoniaClient
{
    private SoapClient $client;

    public function __construct()
    {
        $this->client = new SoapClient('https://asycuda.<<dom>>/ws/<<svc>>?wsdl', [
            'login' => 'ws_<<svc>>',
            'password' => '<<cred>>',
            'trace' => true,
            'connection_timeout' => 30,
        ]);
    }
}
""",
    "pw_sq",
)


def _har_extra(r, s):
    s["needle"] = s["cred"]
    s["enc"] = base64.b64encode(f"partner_{s['svc']}:{s['cred']}".encode()).decode()


def _har_basic(s: dict) -> str:
    d = {
        "log": {
            "version": "1.2",
            "creator": {"name": "WebInspector", "version": "537.36"},
            "entries": [
                {
                    "startedDateTime": s["iso"],
                    "time": 233,
                    "request": {
                        "method": "GET",
                        "url": f"https://api.{s['dom']}/v2/{s['svc']}?container=MSCU{s['nn']}",
                        "httpVersion": "http/1.1",
                        "headers": [
                            {"name": "Accept", "value": "application/json"},
                            {"name": "Authorization", "value": "Basic " + s["enc"]},
                        ],
                        "queryString": [],
                        "headersSize": -1,
                        "bodySize": 0,
                    },
                    "response": {
                        "status": 200,
                        "statusText": "OK",
                        "headers": [],
                        "content": {"size": 1842, "mimeType": "application/json"},
                    },
                }
            ],
        }
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "lome_har_authorization_basic_header_base64",
    ("support/<<svc>>-timeout-<<date>>.har", "tickets/TG-<<nn>>/network.har"),
    _har_basic,
    "pw_url",
    syntax="json",
    extra=_har_extra,
    decode=dec_regex(r'"Basic ([A-Za-z0-9+/=]+)"', "b64_after_colon"),
)
