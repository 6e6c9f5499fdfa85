"""Family: bingo hall (caller displays, jackpots, session sales)."""
# ruff: noqa: E501

from twentyfourth_spec import reg

FAM = "bingo_hall_caller_session"

reg(
    FAM,
    "bingo_caller_display_wpa_supplicant_psk",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "display/<<org>>-wpa.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
    ssid="<<org>>-hall"
    psk="<<s>>"
    key_mgmt=WPA-PSK
}
""",
    "dq",
    "",
)

reg(
    FAM,
    "bingo_jackpot_api_pydantic_settings_default",
    ("jackpot/app/settings.py", "api/<<org>>/settings.py"),
    """from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    jackpot_feed_url: str = "https://jackpot.<<dom>>/feed"
    jackpot_api_key: str = "<<s>>"
    linked_halls: int = <<n>>


settings = Settings()
""",
    "alnum40",
)

reg(
    FAM,
    "bingo_session_sales_bcp_cmdline",
    ("scripts/export-sales.cmd", "bingo/<<org>>-bcp.bat"),
    """@echo off
set D=%date:~-4%%date:~3,2%%date:~0,2%
bcp Sales.dbo.SessionTickets out D:\\exports\\tickets_%D%.csv -S <<host>> -U <<user>> -P <<s>> -c -t,
""",
    "bare",
    "",
)

reg(
    FAM,
    "bingo_online_github_actions_env_sendgrid",
    (".github/workflows/newsletter.yml", "ci/<<org>>-newsletter.yaml"),
    """name: weekly newsletter
on:
  schedule:
    - cron: "0 9 * * 1"
jobs:
  send:
    runs-on: ubuntu-latest
    env:
      SENDGRID_API_KEY: <<s>>
    steps:
      - uses: actions/checkout@v4
      - run: node scripts/newsletter.js
""",
    "sendgrid",
)

reg(
    FAM,
    "bingo_floor_staff_turkish_chat_sifre",
    ("chats/salon-<<id>>.txt", "whatsapp/<<org>>-<<n>>.txt"),
    """<<date>> <<time>> - <<First>>: kasa bilgisayari kilitli
<<date>> <<time>> - Elif: kullanici <<user>> sifre <<s>>
<<date>> <<time>> - <<First>>: tamam, tesekkurler
""",
    "human",
    "",
)

reg(
    FAM,
    "bingo_number_generator_rust_const_str",
    ("rng/src/audit.rs", "crates/<<org>>-draw/src/lib.rs"),
    """pub const AUDIT_ENDPOINT: &str = "https://audit.<<dom>>/draws";
pub const AUDIT_KEY: &str = "<<s>>";

pub fn sign(draw: &[u8]) -> String {
    hmac_sha256(AUDIT_KEY.as_bytes(), draw)
}
""",
    "b64_32",
    "",
)

reg(
    FAM,
    "bingo_prize_payout_vbscript_conn_open",
    ("scripts/payouts.vbs", "hall/<<org>>-payout.vbs"),
    """Dim conn
Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=Prizes;User ID=<<user>>;Password=<<s>>;"
Set rs = conn.Execute("SELECT * FROM Payouts WHERE Paid = 0")
""",
    "xml",
    "",
)

reg(
    FAM,
    "bingo_manager_zendesk_ticket_json_comment",
    ("zendesk/ticket-<<n2>>.json", "support/<<org>>-<<n2>>.json"),
    """{
  "ticket": {
    "id": <<n2>>,
    "subject": "Caller display not connecting",
    "comments": [
      {"author": "<<First>> <<Last>>", "public": false, "body": "Tried again tonight. Logged into the display admin page with <<user>> and <<s>> but it still says offline."}
    ]
  }
}
""",
    "human",
)
