# ruff: noqa: E501
"""Car washes and valeting: tunnel controllers, loyalty apps, forecourt cameras, site boxes."""

from __future__ import annotations

import re

from thirtyfifth_spec import human_with, reg

F = "carwash_valeting_forecourt"
WASH_WORDS = ("foam", "wax", "shampoo", "valet", "polish", "chamois", "rinse", "sponge")

reg(
    F,
    "carwash_tunnel_controller_yaml_plc_login",
    ("tunnel/<<org>>/controller.yaml", "sites/wash-<<n>>/tunnel.yml"),
    """site: "<<Org>> tunnel <<n>>"
plc:
  host: <<ip>>
  port: 502
  web_user: "service"
  web_password: "<<cred>>"
programs:
  - {id: 1, name: "Basic", price: 6.0}
  - {id: 2, name: "Foam + Wax", price: 9.5}
  - {id: 3, name: "Ultimate", price: 14.0}
""",
    "pw_dq",
)

reg(
    F,
    "carwash_loyalty_app_dotnet_user_secrets_stripe",
    (
        "Users/<<user>>/AppData/Roaming/Microsoft/UserSecrets/<<uuid>>/secrets.json",
        "loyalty/<<org>>/secrets_<<n>>.json",
    ),
    """{
  "ConnectionStrings:Loyalty": "Server=(localdb)\\\\MSSQLLocalDB;Database=Loyalty;Trusted_Connection=True",
  "Stripe:PublishableKey": "pk_live_51<<hex12>><<hex12>>",
  "Stripe:RestrictedKey": "<<cred>>",
  "Wash:DefaultSite": "<<org>>"
}
""",
    "p:stripe_rk",
)

reg(
    F,
    "carwash_lithuanian_chat_slaptazodis_kasa",
    ("chats/<<org>>/plovykla_<<n>>.txt", "messenger/eksportas/kasa_<<n3>>.txt"),
    """<<name>> [<<time>>]: labas, kas žino kasos kompiuterio slaptažodį? rytinė pamaina negali prisijungti
<<name2>> [<<time2>>]: <<cred>>
<<name>> [<<time2>>]: ačiū!!
""",
    human_with((*WASH_WORDS, "putos", "plovykla")),
    syntax="",
)

reg(
    F,
    "carwash_lpr_camera_curl_digest_snapshot",
    ("scripts/<<org>>/plate_snapshot.sh", "bays/anpr_grab_<<n>>.sh"),
    """#!/bin/sh
# grab a plate snapshot when the bay sensor triggers
OUT=/var/lib/wash/plates/$(date +%s).jpg
curl -s --digest -u admin:<<cred>> "http://<<ip>>/ISAPI/Streaming/channels/101/picture" -o "$OUT"
""",
    "pw_bare",
    syntax="",
)


def _split_pieces(rng, s):
    v = str(s["cred"])
    cuts = sorted(rng.sample(range(4, len(v) - 4), 3))
    parts = [v[i:j] for i, j in zip([0, *cuts], [*cuts, len(v)], strict=True)]
    return {"enc": " +\n  ".join(f"'{p}'" for p in parts)}


def _join_pieces(text: str) -> str:
    expr = text.split("const SQUARE_TOKEN =", 1)[1].split(";", 1)[0]
    return "".join(re.findall(r"'([^']*)'", expr))


reg(
    F,
    "carwash_booking_widget_js_string_concatenation",
    ("widget/<<org>>/src/pay.js", "booking-widget/dist/square_<<n>>.js"),
    """// valeting booking widget: deposit payment
// (split so the scanner in the old CI did not flag it)
const SQUARE_TOKEN =
  <<enc>>;

export async function chargeDeposit(nonce, pence) {
  return fetch('https://connect.squareup.com/v2/payments', {
    method: 'POST',
    headers: { Authorization: `Bearer ${SQUARE_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source_id: nonce, amount_money: { amount: pence, currency: 'GBP' } }),
  });
}
""",
    "p:square",
    syntax="",
    extra=_split_pieces,
    decode=_join_pieces,
)

reg(
    F,
    "carwash_franchise_reports_makefile_lftp",
    ("reports/<<org>>/Makefile", "franchise-reports/Makefile"),
    """REPORT_DIR := out
SITE := wash-<<n>>

.PHONY: reports upload

reports:
\tpython3 build_reports.py --site $(SITE) --out $(REPORT_DIR)

upload: reports
\tlftp -u franchise,'<<cred>>' sftp://reports.<<dom>> -e "mirror -R $(REPORT_DIR) /incoming/$(SITE); bye"
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "carwash_site_box_cloud_init_tailscale",
    ("provision/<<org>>/user-data.yaml", "cloud-init/site-box_<<n>>.yml"),
    """#cloud-config
hostname: washbox-<<n>>
package_update: true
packages: [curl, jq]
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey=<<cred>> --hostname=washbox-<<n>> --advertise-tags=tag:carwash
  - systemctl enable --now wash-agent
""",
    "p:tailscale",
)

reg(
    F,
    "carwash_valeting_team_vietnamese_sms_mat_khau",
    ("sms/<<org>>/doi_<<n>>.txt", "phone/export/rua_xe_<<n3>>.txt"),
    """Từ: <<name2>>
<<ddmm>> <<time>>
Mật khẩu máy tính tiền mới: <<cred>>
Đừng đưa cho khách nhé.
""",
    human_with((*WASH_WORDS, "ruaxe", "bong")),
    syntax="",
)
