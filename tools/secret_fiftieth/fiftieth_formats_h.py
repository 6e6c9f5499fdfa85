"""Family h: Eswatini's public-sector digital service team in Lobamba (CKAN, Drupal, Keycloak)."""

from __future__ import annotations

import json

from fiftieth_spec import Fam, uuid4

F = Fam(
    "lobamba_gov_digital_service",
    orgs=("ezulwiniserv", "mbabanedigital", "lilanganegov", "sibebeportal"),
    tld="gov.sz",
    first=(
        "sibusiso",
        "nomsa",
        "thulani",
        "lindiwe",
        "mandla",
        "zodwa",
        "sipho",
        "nokuthula",
        "bongani",
    ),
    last=("dlamini", "simelane", "nxumalo", "mamba", "magagula", "shongwe", "motsa", "hlophe"),
    words=(
        "lobamba",
        "ezulwini",
        "umhlanga",
        "incwala",
        "mbabane",
        "manzini",
        "sibebe",
        "mlilwane",
        "lilangeni",
        "malolotja",
        "hlane",
    ),
    svcs=("permits", "opendata", "eservices", "licensing", "registry", "notify", "payments"),
    cc="268",
    tz="Africa/Mbabane",
)

F.reg(
    "lobamba_notify_style_live_api_key_dotenv",
    ("apps/<<svc>>/.env", "services/<<svc>>-portal/.env.<<env>>"),
    """APP_NAME=<<svc>>-portal
APP_URL=https://<<svc>>.<<dom>>
NOTIFY_BASE_URL=https://api.notify.<<dom>>
NOTIFY_API_KEY=<<cred>>
NOTIFY_SMS_TEMPLATE_ID=<<uuid2>>
SESSION_LIFETIME=30
""",
    lambda r: f"citizen_live-{uuid4(r)}-{uuid4(r)}",
)


def _realm(s: dict) -> str:
    d = {
        "realm": f"{s['svc']}-citizens",
        "enabled": True,
        "sslRequired": "external",
        "clients": [
            {
                "clientId": f"{s['svc']}-backend",
                "enabled": True,
                "clientAuthenticatorType": "client-secret",
                "secret": s["cred"],
                "redirectUris": [f"https://{s['svc']}.{s['dom']}/*"],
                "serviceAccountsEnabled": True,
                "publicClient": False,
                "protocol": "openid-connect",
            }
        ],
        "smtpServer": {"host": s["host2"], "from": f"noreply@{s['dom']}"},
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "lobamba_keycloak_realm_export_client_secret_json",
    ("keycloak/realms/<<svc>>-realm.json", "deploy/keycloak/import/<<svc>>-citizens.json"),
    _realm,
    "alnum:32",
)

F.reg(
    "lobamba_drupal_settings_php_databases_array",
    ("web/sites/default/settings.php", "docroot/sites/<<svc>>/settings.php"),
    """<?php

$databases['default']['default'] = [
  'database' => 'drupal_<<svc>>',
  'username' => 'drupal_<<svc>>',
  'password' => '<<cred>>',
  'prefix' => '',
  'host' => '<<host>>',
  'port' => '3306',
  'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
  'driver' => 'mysql',
];

$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');
$settings['trusted_host_patterns'] = ['^<<svc>>\\.<<org>>\\.gov\\.sz$'];
$settings['file_private_path'] = '/var/www/private';
""",
    "pw_sq",
)

F.reg(
    "lobamba_ckan_ini_sqlalchemy_url_password",
    ("ckan/ckan.ini", "deploy/ckan/<<env>>/ckan.ini"),
    """[app:main]
use = egg:ckan
ckan.site_id = <<svc>>
ckan.site_url = https://data.<<dom>>
sqlalchemy.url = postgresql://ckan_default:<<cred>>@<<host>>/ckan_default
ckan.datastore.read_url = postgresql://datastore_ro@<<host>>/datastore_default
solr_url = http://<<host2>>:8983/solr/ckan
ckan.redis.url = redis://<<host2>>:6379/0
ckan.plugins = activity stats text_view datastore datapusher
ckan.locale_default = en
""",
    "pw_url",
)

F.reg(
    "lobamba_siswati_sms_gateway_liphasiwedi",
    ("sms/outbox/<<date>>-<<nn>>.txt", "support/sms-log/<<svc>>-<<date>>.txt"),
    """From: <<org>> eServices
To: <<phone>>
Date: <<date>> <<hm>>

Sawubona <<fcap>>. I-akhawunti yakho ye-<<svc>> ivuliwe.
Ligama lekungena: <<user>>
Liphasiwedi: <<cred>>
Sicela ulishintje nawungena kwekucala. Ngiyabonga.
""",
    "human",
)

F.reg(
    "lobamba_azure_pipelines_yml_sql_admin_variable",
    ("azure-pipelines.yml", "pipelines/<<svc>>-infra.yml"),
    """trigger:
  branches:
    include: [main]

variables:
  azureSubscription: 'sc-<<org>>-<<env>>'
  resourceGroup: 'rg-<<svc>>-<<env>>'
  sqlAdminLogin: 'sqladmin<<n>>'
  sqlAdminPassword: '<<cred>>'

pool:
  vmImage: ubuntu-latest

steps:
  - task: AzureCLI@2
    inputs:
      azureSubscription: $(azureSubscription)
      scriptType: bash
      scriptLocation: inlineScript
      inlineScript: |
        az deployment group create -g $(resourceGroup) -f infra/main.bicep \\
          -p sqlAdminLogin=$(sqlAdminLogin) sqlAdminPassword=$(sqlAdminPassword)
""",
    "pw_sq",
)

F.reg(
    "lobamba_wagtail_production_settings_email_password",
    ("<<svc>>/settings/production.py", "portal/settings/production.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<svc>>.<<dom>>"]
WAGTAILADMIN_BASE_URL = "https://<<svc>>.<<dom>>"

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "<<host2>>"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "noreply@<<dom>>"
EMAIL_HOST_PASSWORD = "<<cred>>"
DEFAULT_FROM_EMAIL = "<<svc>> <noreply@<<dom>>>"
""",
    "pw_dq",
)


def _har(s: dict) -> str:
    body = f"username={s['user']}&password={s['cred']}&csrfmiddlewaretoken={s['sha']}"
    d = {
        "log": {
            "version": "1.2",
            "creator": {"name": "Firefox", "version": "128.0"},
            "entries": [
                {
                    "startedDateTime": s["iso"],
                    "time": 412,
                    "request": {
                        "method": "POST",
                        "url": f"https://{s['svc']}.{s['dom']}/accounts/login/",
                        "httpVersion": "HTTP/2",
                        "headers": [
                            {"name": "Content-Type", "value": "application/x-www-form-urlencoded"}
                        ],
                        "postData": {"mimeType": "application/x-www-form-urlencoded", "text": body},
                        "headersSize": -1,
                        "bodySize": len(body),
                    },
                    "response": {
                        "status": 302,
                        "statusText": "Found",
                        "headers": [],
                        "content": {"size": 0},
                    },
                }
            ],
        }
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "lobamba_citizen_portal_har_login_form_post",
    ("bugs/<<svc>>-login-<<date>>.har", "support/attachments/<<svc>>-<<nn>>.har"),
    _har,
    "pw_url",
    syntax="json",
)
