# ruff: noqa: E501
"""Family o: a Brisbane swimming-pool maintenance service (Australia; Australian English)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

from seventyfifth_spec import Fam, alnum, hexs, human

F = Fam(
    name="brisbane_pool_maintenance_service",
    orgs=("clearpoolco", "bulabula", "saltwaterbros"),
    tld="com.au",
    first=(
        ("Jack", "jack"),
        ("Chloe", "chloe"),
        ("Liam", "liam"),
        ("Mia", "mia"),
        ("Noah", "noah"),
        ("Ruby", "ruby"),
        ("Cooper", "cooper"),
        ("Isla", "isla"),
    ),
    last=(
        ("Smith", "smith"),
        ("Nguyen", "nguyen"),
        ("Williams", "williams"),
        ("Brown", "brown"),
        ("Kelly", "kelly"),
        ("Murphy", "murphy"),
        ("Walsh", "walsh"),
    ),
    words=(
        "chlorine",
        "saltwater",
        "bondi",
        "broncos",
        "maroons",
        "brissie",
        "wallaby",
        "kookaburra",
        "barbie",
        "thongs",
        "arvo",
        "ripper",
        "cozzie",
        "goldcoast",
        "noosa",
        "sunnycoast",
        "pavlova",
        "vegemite",
        "tradie",
        "dingo",
    ),
    pets=("bluey", "ruby", "alfie", "mango", "bingo", "rusty"),
    cc="+61",
)


def _servicem8_key(rng, fam) -> str:
    return f"smk-{hexs(rng, 6)}-{hexs(rng, 16)}"


F.reg(
    "brisbanepool_servicem8_recurring_jobs_python_key",
    ("scripts/servicem8_weekly_pools_<<org>>.py", "ops/sm8_jobs_<<n>>.py"),
    '''"""Books next week's pool services in ServiceM8 from the recurring-clients sheet."""

import requests

SM8_API_KEY = "<<cred>>"
BASE = "https://api.servicem8.com/api_1.0"

s = requests.Session()
s.headers["X-API-Key"] = SM8_API_KEY
jobs = s.get(f"{BASE}/job.json", params={"$filter": "status eq 'Quote'"}, timeout=30).json()
for job in jobs:
    if "pool" in job.get("job_description", "").lower():
        s.post(f"{BASE}/job.json", json={"uuid": job["uuid"], "status": "Work Order"}, timeout=30)
''',
    cred=_servicem8_key,
)

F.reg(
    "brisbanepool_xero_invoices_node_client_secret",
    ("xero/sync_invoices_<<org>>.js", "integrations/xero_<<n>>.mjs"),
    """// Push completed pool services to Xero as draft invoices
import { XeroClient } from 'xero-node';

const xero = new XeroClient({
  clientId: '<<cid>>',
  clientSecret: '<<cred>>',
  grantType: 'client_credentials',
  scopes: ['accounting.transactions', 'accounting.contacts'],
});

await xero.getClientCredentialsToken();
console.log('xero ok');
""",
    cred="p:xero_secret",
    syntax="",
    extra=lambda rng, s: {"cid": hexs(rng, 32, upper=True)},
)

F.reg(
    "brisbanepool_square_terminal_dotenv_access_token",
    ("shop/<<org>>-chemicals/.env", "apps/pool-shop/.env.store<<site>>"),
    """# Pool-shop counter: Square Terminal for chemicals and parts
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<loc>>
SQUARE_DEVICE_ID=device:<<serial>>
""",
    cred="p:square",
    extra=lambda rng, s: {"loc": alnum(rng, 12, "ABCDEFGHJKMNPQRSTVWXYZ0123456789")},
)


def _xml_pw(rng, fam) -> str:
    base = human(rng, fam)
    return base[:3] + rng.choice(("&", "<", '"', "&amp;")) + base[3:]


def _app_config(s: dict[str, str]) -> str:
    cs = f"Data Source={s['ip']};Initial Catalog=PoolRoutes;User ID=routes;Password={s['cred']};"
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PoolRoutes" connectionString={quoteattr(cs)} providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Depot" value="Brisbane North {s["site"]}" />
  </appSettings>
</configuration>
"""


def _dec_app_config(text: str) -> str:
    el = ET.fromstring(text.encode()).find(".//connectionStrings/add")
    assert el is not None
    m = re.search(r"Password=(.*);$", el.attrib["connectionString"])
    assert m
    return m.group(1)


F.reg(
    "brisbanepool_route_planner_app_config_xml_escaped",
    (
        "RoutePlanner/<<org>>/RoutePlanner.exe.config",
        "tools/route_planner_depot<<site>>/App.config",
    ),
    _app_config,
    cred=_xml_pw,
    syntax="xml",
    decode=_dec_app_config,
)

F.reg(
    "brisbanepool_aussie_sms_reply_only_value",
    ("sms/<<phone>>_<<date>>.txt", "phone/sms_tech_<<fa>>_<<n>>.txt"),
    """<<fn>> <<ln>> (<<phone>>) <<dmy>> <<time>>
Mate can u flick me the login for the Astral app at the Ascot job, controller's gone offline again

Me <<dmy>> <<time2>>
<<cred>>

<<fn>> <<ln>> (<<phone>>) <<dmy>> <<time2>>
legend cheers
""",
    cred="human",
)

F.reg(
    "brisbanepool_fluidra_connect_bridge_yaml",
    ("homeassistant/<<org>>_pool_bridge.yaml", "bridge/clients/pool<<site>>.yaml"),
    """# Fluidra Connect / AstralPool Halo bridge for the client's chlorinator
fluidra:
  username: "pools@<<dom>>"
  password: "<<cred>>"
  pool_id: "<<uuid>>"
poll_minutes: 15
alerts:
  low_salt_ppm: 3500
  notify: "sms:<<phone>>"
""",
    cred="pw_dq",
)


def _messenger(s: dict[str, str]) -> str:
    ts = int(s["epoch"]) * 1000
    return json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
            "messages": [
                {
                    "sender_name": f"{s['fn2']} {s['ln2']}",
                    "timestamp_ms": ts + 60000,
                    "content": s["cred"],
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": ts,
                    "content": "hey whats the pw for the ServiceM8 tablet in the ute",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": f"{s['fn2']} {s['ln2']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nn']}",
        },
        indent=2,
    )


F.reg(
    "brisbanepool_messenger_json_reply_only_value",
    (
        "facebook/messages/inbox/<<fa>>_<<nn>>/message_1.json",
        "fb_export/<<org>>/message_<<n>>.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "brisbanepool_optimoroute_ute_routes_crontab",
    ("crontabs/<<org>>_routes", "etc/cron.d/optimoroute_depot<<site>>"),
    """# plan tomorrow's pool runs at 5pm and email the techs
MAILTO=ops@<<dom>>
0 17 * * 1-5 ops curl -s -X POST "https://api.optimoroute.com/v1/start_planning?key=<<cred>>" -H 'Content-Type: application/json' -d '{"date":"tomorrow"}' >> /var/log/optimoroute.log 2>&1
""",
    cred="alnum:32",
)
