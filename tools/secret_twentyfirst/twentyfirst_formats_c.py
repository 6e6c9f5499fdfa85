"""Perfumery labs: GC-MS, the formula vault, raw-material suppliers, evaluation panels."""

from __future__ import annotations

import json
import random

from twentyfirst_spec import gen_pw, reg

F = "perfumery_fragrance_compounding_lab"

reg(
    F,
    "perfume_gcms_workstation_ini_lims_password",
    ("gcms/<<org>>/LimsLink.ini", "C/ProgramData/GCMS<<n>>/lims.ini"),
    """[Instrument]
Name=GCMS-<<n>>
Method=ESSENTIAL_OILS_<<n3>>

[LIMS]
Server=<<host>>
Database=qc_fragrance
User=<<svc>>
Password=<<cred>>
AutoUpload=1
""",
    "ini",
)

reg(
    F,
    "perfume_formula_vault_racket_keyword_password",
    ("vault/<<org>>/db.rkt", "formula-vault-<<n>>/private/db.rkt"),
    """#lang racket/base
(require db)

(provide formula-db)

(define (formula-db)
  (postgresql-connect #:server "<<host>>"
                      #:database "formulas"
                      #:user "<<svc>>"
                      #:password "<<cred>>"))
""",
    "dq",
    syntax="",
)

reg(
    F,
    "perfume_supplier_portal_ps1_restmethod_header_key",
    ("scripts/<<org>>/Get-RawMaterials.ps1", "tools/Supplier<<n>>-Sync.ps1"),
    """$headers = @{
    "X-Api-Key" = "<<cred>>"
    "Accept"    = "application/json"
}
$since = (Get-Date).AddDays(-7).ToString("yyyy-MM-dd")
$lots = Invoke-RestMethod -Uri "https://portal.<<dom>>/api/lots?since=$since" -Headers $headers
$lots | Export-Csv -Path "\\\\<<org>>-fs\\qc\\incoming-lots.csv" -NoTypeInformation
""",
    "alnum36",
    syntax="",
)

reg(
    F,
    "perfume_sample_shop_netlify_toml_mollie_key",
    ("sample-shop-<<org>>/netlify.toml", "sites/discovery<<n>>/netlify.toml"),
    """[build]
  command = "npm run build"
  publish = "dist"

[context.production.environment]
  MOLLIE_API_KEY = "live_<<cred>>"
  SHOP_CURRENCY = "EUR"

[[redirects]]
  from = "/samples/*"
  to = "/.netlify/functions/checkout"
  status = 200
""",
    "alnum30",
)

reg(
    F,
    "perfume_olfactory_panel_apps_script_airtable_pat",
    ("apps-script/<<org>>-panel/Code.gs", "panel<<n>>/Code.gs"),
    """const AIRTABLE_PAT = 'pat<<id6>><<hex8>>.<<cred>>';
const BASE = 'app<<id6>><<n4>>';

function onFormSubmit(e) {
  const fields = { Panelist: e.namedValues['Name'][0], Accord: e.namedValues['Accord'][0] };
  UrlFetchApp.fetch('https://api.airtable.com/v0/' + BASE + '/Evaluations', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + AIRTABLE_PAT },
    payload: JSON.stringify({ fields: fields }),
  });
}
""",
    "hex64",
    syntax="",
)

reg(
    F,
    "perfume_compounding_robot_robotframework_password",
    ("robot/<<org>>/compounding.robot", "tests-acceptance/dosing_<<n>>.robot"),
    """*** Settings ***
Library    SeleniumLibrary

*** Test Cases ***
Dispense Trial Accord
    Open Browser    https://<<host>>/dosing    chrome
    Input Text      id=username    <<user>>
    Input Password  id=password    <<cred>>
    Click Button    Log in
    Select From List By Label    id=formula    ACC-<<n3>> Bergamot Vetiver
    Click Button    Dispense
""",
    "bare",
    syntax="",
)

reg(
    F,
    "perfume_lab_slack_export_json_message_login",
    ("slack-export/<<org>>-lab/<<date>>.json", "export/lab-<<n>>/<<date>>.json"),
    """[
  {
    "type": "message",
    "user": "U0<<n4>>KQ",
    "text": "who has the login for the new balance software?",
    "ts": "17<<n4>>1234.000100"
  },
  {
    "type": "message",
    "user": "U0<<n3>>ZZB",
    "text": "lab account, password is <<cred>> - please don't change it",
    "ts": "17<<n4>>1299.000200"
  }
]
""",
    "human",
)


def _amp_key(rng: random.Random) -> str:
    while True:
        v = gen_pw(rng, sym="&<>-_")
        if any(c in v for c in "&<>"):
            return v


def _go_json_escape(v: str) -> str:
    return v.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


reg(
    F,
    "perfume_fragrance_app_go_json_unicode_escaped_password",
    ("state/<<org>>/panel-app.json", "var/lib/scentd<<n>>/config.json"),
    """{"listen":":<<port>>","db":{"host":"<<host>>","user":"<<svc>>","password":"<<cred>>","name":"accords"},"panel_size":<<n>>}
""",
    _amp_key,
    enc=_go_json_escape,
    decode=lambda t: json.loads(t)["db"]["password"],
)
