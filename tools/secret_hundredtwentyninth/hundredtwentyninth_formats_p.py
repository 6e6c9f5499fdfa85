# ruff: noqa: E501
"""Family p: a facility maintenance contractor in Lautoka, Fiji (English, iTaukei Fijian, Fiji Hindi)."""

from __future__ import annotations

import json

from hundredtwentyninth_spec import Fam, basic, dec_basic

F = Fam(
    name="vanuafm_facility_lautoka",
    orgs=("vanuafm",),
    tld="com.fj",
    first=(
        ("Josefa", "josefa"),
        ("Mereani", "mereani"),
        ("Viliame", "viliame"),
        ("Litia", "litia"),
        ("Semi", "semi"),
        ("रविनेश", "ravinesh"),
        ("प्रिया", "priya"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Waqa", "waqa"),
        ("Raduva", "raduva"),
        ("Tuilevuka", "tuilevuka"),
        ("प्रसाद", "prasad"),
        ("चंद", "chand"),
    ),
    words=(
        "bula",
        "vinaka",
        "lautoka",
        "nadi",
        "suva",
        "kava",
        "dalo",
        "tabua",
        "yaqona",
        "viti",
        "vanua",
        "siga",
        "koro",
        "drua",
        "masi",
        "lovo",
        "sugarcity",
        "mamanuca",
    ),
    pets=("buster", "rocky", "max", "tui", "bella", "kalu"),
    cc="+679",
    places=("Namoli", "Drasa", "Waiyavi", "Tavakubu", "Saru", "Natabua", "Vuda"),
)

F.reg(
    "vanuafm_fijian_whatsapp_password_bms_pc",
    ("WhatsApp Chat with Lautoka Crew <<n>>.txt", "chats/<<place>>_<<d>>.txt"),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Bula vinaka. Sa mate tale na aircon ena hotel e <<place>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Io, au sa lako tiko. Na password ni BMS PC?
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Vinaka. Chiller 2 high pressure trip, i'll reset and check the condenser fans
""",
    "human",
    syntax="",
)

F.reg(
    "vanuafm_xero_custom_connection_yaml",
    ("xero/config.yml", "integrations/<<org>>-xero-<<n>>.yml"),
    """# Xero custom connection - monthly maintenance invoices
xero:
  client_id: <<cid>>
  client_secret: <<cred>>
  scopes: accounting.transactions accounting.contacts
  tenant_name: <<orgc>> Facility Services Pte Ltd
""",
    lambda rng, f: (
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(47)
        )
        + rng.choice("ABCDEFGH")
    ),
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789ABCDEF") for _ in range(32))},
)

F.reg(
    "vanuafm_safetyculture_api_bearer_shell_script",
    ("scripts/pull_inspections.sh", "opt/<<org>>/safetyculture_<<n>>.sh"),
    """#!/usr/bin/env bash
# Pull last week's SafetyCulture (iAuditor) inspections for the client reports
set -euo pipefail
TOKEN="<<cred>>"
SINCE=$(date -d '7 days ago' +%Y-%m-%dT00:00:00Z)
curl -s -H "Authorization: Bearer ${TOKEN}" "https://api.safetyculture.io/audits/search?modified_after=${SINCE}&field=audit_id" > audits_<<place>>.json
jq -r '.audits[].audit_id' audits_<<place>>.json | wc -l
""",
    "hex:64",
    syntax="",
)


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_basic(next(iter(auths.values()))["auth"])


F.reg(
    "vanuafm_docker_config_json_registry_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json.<<n>>"),
    lambda s: json.dumps(
        {
            "auths": {"registry.gitlab.com": {"auth": basic(s["user"], s["cred"])}},
            "HttpHeaders": {"User-Agent": "Docker-Client/26.1.4 (linux)"},
        },
        indent="\t",
    ),
    "pw_json",
    decode=_dec_docker,
)

F.reg(
    "vanuafm_fiji_hindi_viber_copied_paasward",
    ("viber_copy_<<n>>.txt", "Documents/viber_<<fa>>_<<d>>.txt"),
    """[<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>>] <<fn>> <<ln>>: भैया, UPS वाला कमरा का दरवाजा का कोड और कंप्यूटर का पासवर्ड भेजो
[<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>>] <<fn2>> <<ln2>>: कोड 1<<n>>, पासवर्ड <<cred>> है
[<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>>] <<fn>> <<ln>>: ठीक है, धन्यवाद। generator service भी आज होगा
""",
    "human",
    syntax="",
)

F.reg(
    "vanuafm_mpaisa_merchant_invented_key_properties",
    ("src/main/resources/application.properties", "billing-<<n>>/application-prod.properties"),
    """# Tenant service charges via M-PAiSA merchant API
mpaisa.merchant.id=<<n6>>
mpaisa.api.base=https://mpaisa-api.vodafone.com.fj/merchant/v2
mpaisa.api.key=<<cred>>
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/billing
spring.datasource.username=billing
spring.datasource.password=${DB_PASSWORD}
""",
    "x:mpk_live_:32",
    syntax="",
)

F.reg(
    "vanuafm_handover_email_english_carrier_ivu",
    ("mail/sent/<<n4>>.eml", "Outlook/handover_<<place>>_<<d>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Handover - <<place>> resort plant room
Date: Thu, <<dd>> Jan <<y>> <<hh>>:<<mi>>:00 +1200
Content-Type: text/plain; charset=utf-8

Bula <<fn2>>,

Handing over the <<place>> resort contract while I'm on leave:

- Carrier i-Vu (chillers + AHUs): http://<<ip>>  user: fmtech
  password: <<cred>>
- Generator: Cummins 500kVA, weekly test run Mondays 10am
- Water tank chlorination log is in the blue folder in the plant room

Vinaka vakalevu,
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "vanuafm_backup_sftp_rsa_key_file",
    ("keys/backup_sftp_<<org>>.pem", "home/<<fa>>/.ssh/nas_<<n>>_rsa"),
    "<<cred>>\n",
    "pem",
    syntax="",
)
