# ruff: noqa: E501
"""Family m: a co-working space in Woodbrook, Port of Spain (Trinidad and Tobago): English and
Trinidadian Creole."""

from __future__ import annotations

import json
import random

from fortyeighth_spec import Fam

F = Fam(
    "woodbrook_coworking_space",
    "woodbrook",
    ("woodbrookhub", "ariapitadesks", "savannahworks", "maracaspace"),
    "tt",
    (
        "kareem",
        "aaliyah",
        "devon",
        "shania",
        "ravi",
        "keisha",
        "marlon",
        "anjali",
        "jerome",
        "tricia",
    ),
    ("mohammed", "ramdial", "joseph", "baptiste", "singh", "charles", "ali", "persad"),
    (
        "doubles",
        "soca",
        "pan",
        "maracas",
        "ariapita",
        "savannah",
        "liming",
        "bake",
        "shark",
        "carnival",
        "scorpion",
        "chutney",
    ),
    "1868",
    ("Woodbrook", "St Clair", "Maraval", "San Fernando", "Chaguanas"),
)

F.reg(
    "trini_whatsapp_wifi_reply_only",
    ("WhatsApp Chat with <<orgc>> Members.txt", "exports/wa_members_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Morning all, wha de wifi pass again? dem change it or wha
<<dmys>>, <<time>> - <<name2>>: yes they change it yesterday, network is <<orgc>>-Members
<<dmys>>, <<time2>> - <<name2>>: <<cred>>
<<dmys>>, <<time2>> - <<name>>: thanks boss 🙌
<<dmys>>, <<time2>> - <<name>>: lime by de doubles man after?
""",
    "human",
)

F.reg(
    "nexudus_api_curl_zsh_history",
    ("home/<<first>>/.zsh_history", "backup/macbook-<<n>>/.zsh_history"),
    """: <<epoch>>:0;cd ~/code/<<org>>-dashboards
: <<epoch>>:0;npm run dev
: <<epoch>>:0;curl -s -u "ops@<<dom>>:<<cred>>" "https://spaces.nexudus.com/api/billing/coworkers?size=200" | jq '.Records | length'
: <<epoch>>:0;curl -s -u "ops@<<dom>>:<<cred>>" "https://spaces.nexudus.com/api/spaces/resources" -o resources.json
: <<epoch>>:0;open resources.json
""",
    "pw_dq",
)

F.reg(
    "freeradius_authorize_members",
    ("etc/freeradius/3.0/mods-config/files/authorize", "radius-<<n>>/authorize.<<date>>"),
    """#
# Members on the 802.1X network (synced nightly from the booking system)
#
<<first>>.<<last>>	Cleartext-Password := "<<cred>>"
	Reply-Message := "Welcome to <<orgc>>, %{User-Name}"

<<first2>>.<<last2>>	Cleartext-Password := "<<hex8>>Q<<n3>>"

DEFAULT	Auth-Type := Reject
	Reply-Message := "Membership not active"
""",
    "pw_dq",
)

F.reg(
    "kisi_door_access_api_python",
    ("doors/kisi_unlock_<<n>>.py", "<<org>>-ops/kisi_sync.py"),
    """import requests

KISI_API_KEY = "<<cred>>"
HEADERS = {"Authorization": f"KISI-LOGIN {KISI_API_KEY}", "Accept": "application/json"}


def grant(email: str, group_id: int = <<n5>>) -> None:
    r = requests.post(
        "https://api.kisi.io/role_assignments",
        json={"role_assignment": {"user_id": None, "email": email, "role_id": "group_basic", "group_id": group_id}},
        headers=HEADERS,
        timeout=20,
    )
    r.raise_for_status()
""",
    "hex:32",
)

F.reg(
    "papercut_server_properties_db",
    ("PaperCut MF/server/server.properties", "printing/papercut-<<n>>/server.properties"),
    """### PaperCut server configuration
server.port=9191
server.ssl.port=9192

database.type=PostgreSQL
database.driver=org.postgresql.Driver
database.url=jdbc:postgresql://<<ip>>/papercut
database.username=papercut
database.password=<<cred>>
""",
    "pw",
)

F.reg(
    "member_welcome_email_html_wifi",
    ("Mail/welcome/<<user>>_<<n>>.html", "templates/sent/welcome_<<date>>.html"),
    """<html><body style="font-family:Arial,sans-serif">
<p>Hi <<fc>>,</p>
<p>Welcome to <b><<orgc>></b>! Your hot-desk membership starts on <<dmys>>.</p>
<table cellpadding="6" style="border:1px solid #ddd">
<tr><td>Wi-Fi network</td><td><<orgc>>-Members</td></tr>
<tr><td>Wi-Fi password</td><td><<cred>></td></tr>
<tr><td>Printer PIN</td><td><<n3>>1</td></tr>
<tr><td>Front door</td><td>Kisi app (invite sent to <<email>>)</td></tr>
</table>
<p>Doubles Friday is at 9am in the kitchen. See you soon!</p>
<p>The <<orgc>> team</p>
</body></html>
""",
    "human_x",
)

F.reg(
    "stripe_billing_webhook_sinatra_rb",
    ("billing/app_<<n>>.rb", "<<org>>-billing/app.rb"),
    """require 'sinatra'
require 'stripe'

Stripe.api_key = '<<cred>>'
WEBHOOK_SECRET = 'whsec_<<hex40>>'

post '/stripe/webhook' do
  payload = request.body.read
  event = Stripe::Webhook.construct_event(payload, request.env['HTTP_STRIPE_SIGNATURE'], WEBHOOK_SECRET)
  if event.type == 'invoice.payment_failed'
    CoworkerMailer.payment_failed(event.data.object.customer_email)
  end
  status 200
end
""",
    "p:stripe",
)


def _slack(rng: random.Random, s: dict) -> None:
    base = float(s["epoch"])
    msgs = [
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": "Guest wifi rotated for the pitch night :tada:",
            "ts": f"{base:.6f}",
        },
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": f"network `{s['orgc']}-Guest` password `{s['cred']}`",
            "ts": f"{base + 12:.6f}",
        },
        {
            "type": "message",
            "user": "U0" + s["hex8"][::-1].upper(),
            "text": "thanks!",
            "ts": f"{base + 90:.6f}",
        },
    ]
    s["doc"] = json.dumps(msgs, indent=4) + "\n"


F.reg(
    "community_slack_export_general_json",
    ("slack-export/general/<<date>>.json", "exports/<<org>>_slack_<<n>>/general/<<date>>.json"),
    "<<doc>>",
    "human_x",
    extra=_slack,
)
