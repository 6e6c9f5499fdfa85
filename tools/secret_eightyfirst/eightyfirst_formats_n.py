# ruff: noqa: E501
"""Family n: a horse-float (horse transport) company in Canterbury (New Zealand, English and
te reo Māori)."""

from __future__ import annotations

from eightyfirst_spec import FN as F
from eightyfirst_spec import Slots, alnum

F.reg(
    "stripe_booking_go_secret_key",
    ("float-bookings/internal/pay/stripe.go", "services/<<org>>-bookings/stripe_<<yy>>.go"),
    """package pay

// Deposits for float bookings (Addington, Rangiora, inter-island via the Cook Strait ferry)

import (
	"github.com/stripe/stripe-go/v79"
	"github.com/stripe/stripe-go/v79/paymentintent"
)

func init() {
	stripe.Key = "<<cred>>"
}

func Deposit(cents int64, horse string) (*stripe.PaymentIntent, error) {
	return paymentintent.New(&stripe.PaymentIntentParams{
		Amount:      stripe.Int64(cents),
		Currency:    stripe.String("nzd"),
		Description: stripe.String("Float deposit: " + horse),
	})
}
""",
    "p:stripe",
    syntax="",
)

F.reg(
    "xero_invoicing_python_client_secret",
    ("scripts/xero_<<org>>.py", "accounts/<<org>>/xero_invoices_<<yy>>.py"),
    '''"""Raise Xero invoices for completed float trips (km, ferry, overnight stabling)."""

from xero_python.api_client import ApiClient
from xero_python.api_client.configuration import Configuration
from xero_python.api_client.oauth2 import OAuth2Token

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(Configuration(oauth2_token=OAuth2Token(client_id=XERO_CLIENT_ID, client_secret=XERO_CLIENT_SECRET)))
''',
    "p:xero_secret",
    extra=lambda rng, s: {"cid": alnum(rng, 32, "0123456789ABCDEF")},
)

F.reg(
    "wialon_float_tracking_js_token",
    ("tracking/<<org>>/wialon.js", "web/<<org>>-track/src/wialon_<<yy>>.js"),
    """// Live map of the floats for owners ("where's my horse?")
const WIALON_HOST = "https://hst-api.wialon.com";
const WIALON_TOKEN = "<<cred>>";

export async function login() {
  const params = encodeURIComponent(JSON.stringify({ token: WIALON_TOKEN }));
  const r = await fetch(`${WIALON_HOST}/wialon/ajax.html?svc=token/login&params=${params}`);
  return (await r.json()).eid;
}
""",
    "p:wialon",
    syntax="",
)


def _ruc_email(s: Slots) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: RUC licences for the 2 new trucks\n"
        f"Date: Thu, {s['dd']} Aug {s['year']} {s['hh']}:{s['mi']}:00 +1200\n"
        "Content-Type: text/plain; charset=utf-8\n\n"
        f"Kia ora {s['fn2']},\n\n"
        "Can you buy the road user charges for the Isuzu and the Hino before the Addington run on Friday?\n"
        "The NZTA business login is\n\n"
        f"{s['login']}\n{s['cred']}\n\n"
        f"Ngā mihi,\n{s['fn']}\n"
    )


F.reg(
    "nzta_ruc_portal_email_login_two_lines",
    ("Mail/<<login>>/RUC <<date>>.eml", "Outlook/Inbox/ruc_<<id6>>.eml"),
    _ruc_email,
    "human",
    syntax="",
)

F.reg(
    "float_camera_frigate_yaml_rtsp",
    ("frigate/<<org>>/config.yml", "opt/frigate/config-float<<n>>.yaml"),
    """mqtt:
  enabled: false
cameras:
  float_<<n>>_bay:
    ffmpeg:
      inputs:
        - path: rtsp://viewer:<<cred>>@<<ip>>:554/h264Preview_01_main
          roles:
            - record
    detect:
      enabled: false
record:
  enabled: true
  retain:
    days: 7
""",
    "pw_url",
)


def _signal_md(s: Slots) -> str:
    return (
        f"[{s['date']} {s['hh']}:{s['mi']}] {s['fn']}: Kia ora e hoa, what's the login for the Addington float bookings page?\n\n"
        f"[{s['date']} {s['hh']}:{s['mi']}] {s['fn2']}: admin / {s['cred']}\n\n"
        f"[{s['date']} {s['hh']}:{s['mi']}] {s['fn']}: Chur 👍 {s['pet']} is loaded, leaving Rangiora now\n"
    )


F.reg(
    "signal_export_markdown_booking_admin",
    ("signal-chats/<<fa2>>/chat.md", "Documents/signal-export/<<fa2>>_<<date>>/chat.md"),
    _signal_md,
    "human",
    syntax="",
)

F.reg(
    "pgpass_bookings_db_line",
    ("home/<<login>>/.pgpass", "root/.pgpass"),
    "<<ip>>:5432:floats:floats_app:<<cred>>\nlocalhost:5432:*:postgres:<<cred2>>\n",
    "pw",
    syntax="",
    extra=lambda rng, s: {"cred2": alnum(rng, 18)},
)

F.reg(
    "msmtprc_gmail_app_password",
    ("home/<<login>>/.msmtprc", "etc/msmtprc"),
    """# Booking confirmations from the office PC
defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile ~/.msmtp.log

account gmail
host smtp.gmail.com
port 587
from bookings@<<dom>>
user bookings@<<dom>>
password <<cred>>

account default : gmail
""",
    lambda rng, s: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz"),
    syntax="",
)
