# ruff: noqa: E501
"""Family n: a meal-prep subscription kitchen in Auckland, Aotearoa New Zealand; English, te reo
Māori."""

from __future__ import annotations

import json

from hundrednineteenth_spec import Fam, rsa_pem

FAM = Fam(
    name="mealbox_subscription_aotearoa",
    orgs=("kaipai",),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Liam", "liam"),
        ("Hemi", "hemi"),
        ("Olivia", "olivia"),
        ("Wiremu", "wiremu"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Te Awa", "teawa"),
        ("Smith", "smith"),
        ("Parata", "parata"),
        ("Walker", "walker"),
        ("Tūhoe", "tuhoe"),
    ),
    words=(
        "kai",
        "aotearoa",
        "kiwi",
        "tamaki",
        "pohutukawa",
        "kumara",
        "hangi",
        "kowhai",
        "tui",
        "whanau",
        "allblacks",
        "ponsonby",
        "pavlova",
        "rangitoto",
        "manuka",
        "kiaora",
    ),
    pets=("rata", "bluey", "kuri", "poppy", "ruru", "pickles"),
    cc="+64 2",
    phrases=("kia kaha", "sweet as", "ka pai"),
)

FAM.reg(
    "mealbox_shopify_recharge_weekly_orders_python",
    ("ops/weekly_orders_<<n>>.py", "scripts/recharge_export.py"),
    '''"""Pull next week's boxes from Shopify + Recharge for the prep list."""

import requests

SHOP = "<<org>>-kai.myshopify.com"
SHOPIFY_TOKEN = "<<cred>>"
RECHARGE_TOKEN = "sk_<<rk>>"

orders = requests.get(
    f"https://{SHOP}/admin/api/2024-07/orders.json?status=open",
    headers={"X-Shopify-Access-Token": SHOPIFY_TOKEN},
    timeout=30,
).json()["orders"]
''',
    "p:shopify",
    extra=lambda r, s: {"rk": "${RECHARGE_TOKEN}"},
)


def _slack(s):
    msgs = [
        {
            "type": "message",
            "user": "U0" + s["sn"][:8],
            "text": "Kia ora team, GoSweetSpot courier login for Thursday dispatch:",
            "ts": f"{s['ts']}.000100",
            "user_profile": {"real_name": s["fn"] + " " + s["ln"]},
        },
        {
            "type": "message",
            "user": "U0" + s["sn"][:8],
            "text": f"{s['email']} / {s['cred']}",
            "ts": f"{s['ts']}.000200",
            "user_profile": {"real_name": s["fn"] + " " + s["ln"]},
        },
        {
            "type": "message",
            "user": "U0" + s["sn"][2:10],
            "text": "ka pai, labels printing now :package:",
            "ts": f"{s['ts']}.000300",
            "user_profile": {"real_name": s["fn2"] + " " + s["ln2"]},
        },
    ]
    return json.dumps(msgs, indent=4, ensure_ascii=False) + "\n"


FAM.reg(
    "mealbox_slack_export_dispatch_channel_json",
    ("slack-export/dispatch/<<date>>.json", "slack_<<org>>_<<n>>/kitchen-dispatch/<<date>>.json"),
    _slack,
    "human",
)

FAM.reg(
    "mealbox_stripe_webhook_go_handler",
    ("billing/webhook_<<n>>.go", "cmd/billing/main.go"),
    """package main

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v79/webhook"
)

const endpointSecret = "<<cred>>"

func handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), endpointSecret)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	_ = ev // subscription paused / resumed -> update the box count
}
""",
    "p:stripe_whsec",
    syntax="",
)

FAM.reg(
    "mealbox_xero_invoices_terraform_tfvars",
    ("infra/prod.tfvars", "infra-<<n>>/terraform.tfvars"),
    """region             = "ap-southeast-2"
app_name           = "<<org>>-billing"
xero_client_id     = "<<hexid>>"
xero_client_secret = "<<cred>>"
alert_email        = "<<email>>"
""",
    "p:xero",
    syntax="",
    extra=lambda r, s: {"hexid": "".join(r.choice("ABCDEF0123456789") for _ in range(32))},
)

FAM.reg(
    "mealbox_windcave_rest_csharp_client",
    ("Billing/WindcaveClient_<<n>>.cs", "src/KaiBox.Payments/WindcaveClient.cs"),
    """using System.Net.Http.Headers;
using System.Text;

namespace KaiBox.Payments;

public class WindcaveClient
{
    private const string Username = "<<orgc>>_REST";
    private const string ApiKey = "<<cred>>";

    public HttpClient Create()
    {
        var c = new HttpClient { BaseAddress = new Uri("https://sec.windcave.com/api/v1/") };
        var raw = Convert.ToBase64String(Encoding.ASCII.GetBytes($"{Username}:{ApiKey}"));
        c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", raw);
        return c;
    }
}
""",
    "p:windcave",
    syntax="",
)

FAM.reg(
    "mealbox_signal_copied_maori_reply_only",
    ("notes/signal_<<dmyd>>.txt", "Documents/signal_copy_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<fn>>: Kia ora e hoa, what's the code for the chiller room tablet again? HACCP log won't open
[<<dmy>> <<t2>>] <<fn2>>: <<cred>>
[<<dmy>> <<t3>>] <<fn>>: Ngā mihi 🙌
""",
    "human",
    syntax="",
)

FAM.reg(
    "mealbox_recipe_photos_rclone_conf_b2",
    ("home/<<fa>>/.config/rclone/rclone.conf", "ops-mac-<<n>>/rclone.conf"),
    """[b2-photos]
type = b2
account = 005<<acc>>
key = <<cred>>
hard_delete = false

[local-archive]
type = local
""",
    lambda r: (
        "K005"
        + "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(27)
        )
    ),
    syntax="ini",
    extra=lambda r, s: {"acc": "".join(r.choice("0123456789abcdef") for _ in range(22))},
)


def _sa(r, s):
    esc = rsa_pem(r, pkcs8=True).replace("\n", "\\n") + "\\n"
    return {"needle": esc, "pemx": esc}


FAM.reg(
    "mealbox_menu_sheets_service_account_env_escaped_pem",
    ("menu-sync/.env", "menu-sync-<<n>>/.env.production"),
    """GOOGLE_SHEET_ID=1<<hex8>><<hex8>>Wk
GOOGLE_CLIENT_EMAIL=menu-sync@<<org>>-kai.iam.gserviceaccount.com
GOOGLE_PRIVATE_KEY="<<pemx>>"
""",
    "pw",
    syntax="",
    extra=_sa,
)
