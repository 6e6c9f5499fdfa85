# ruff: noqa: E501
"""Family h: stockfish (tørrfisk) producers with drying racks in Lofoten, Norway
(Norwegian bokmål)."""

from __future__ import annotations

from thirtyeighth_spec import after, dec_qp, draw, enc_qp, human, reg

FAM = "stockfish_lofoten_torrfisk_hjell"
ORGS = ("reine-torrfisk", "henningsvaer-fisk")
W = ("torrfisk", "hjell", "skrei", "lofoten", "reine", "svolvaer", "henningsvaer", "moskenes",
     "rorbu", "tunge", "sild", "nordlys", "fiskevaer", "vaeroy", "kari", "ola", "ingrid",
     "bacalao", "hamnoy", "sakrisoy")  # fmt: skip
W_NO = ("Tørrfisk", "Hjell", "Skrei", "Rorbu", "Nordlys", "Fiskevær", "Værøy", "Sakrisøy",
        "Hamnøy", "Blåbær")  # fmt: skip


def _no_pw(rng):
    a = rng.choice(W_NO)
    b = rng.choice(("=", "!", "#", "&", "?"))
    return rng.choice((f"{a}{b}{rng.randint(1990, 2025)}", f"{a}{rng.randint(10, 99)}{b}lofoten",
                       f"{rng.randint(1, 9)}{a}{b}{a.lower()[:3]}"))  # fmt: skip


def _dec_qp(text: str) -> str:
    return dec_qp(after(r"Passord: ([^\n]*)", text))


reg(
    FAM,
    "stockfish_buyer_email_quoted_printable_passord",
    ("epost/Innlogging kjoperportal <<n>>.eml", "mail/sendt/<<date>>-portal.eml"),
    """From: Kari Johansen <kari@<<dom>>>
To: <<email>>
Subject: =?utf-8?q?Innlogging_til_kj=C3=B8perportalen?=
Date: <<date>> <<time>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hei <<firstc>>,

Her er innloggingen til kj=C3=B8perportalen for t=C3=B8rrfisk fra hjellene i <<orgt>>.
Brukernavn: kjoper<<n>>
Passord: <<enc>>

Sesongens f=C3=B8rste last (Lofoten Prima og Westre Piemonte) er klar for pakking.

Hilsen Kari
""",
    _no_pw,
    syntax="",
    decode=_dec_qp,
    encode=enc_qp,
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_export_edi_winscp_script_userinfo",
    ("scripts/send_edi.txt", "C_/Eksport/winscp_edi_<<n>>.txt"),
    """option batch abort
option confirm off
open sftp://edi_<<org_>>:<<cred>>@sftp.<<dom>>/ -hostkey="ssh-ed25519 255 <<hostkey>>"
cd /inbound/invoic
put -delete "D:\\Eksport\\EDI\\ut\\*.edi"
close
exit
""",
    "pw_url",
    syntax="",
    extra=lambda r, s: {"hostkey": draw(r, "b64u:32")},
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_rack_weather_station_wunderground_conf",
    ("etc/weewx/weewx.conf", "home/pi/weewx-hjell<<n>>/weewx.conf"),
    """# WeeWX - værstasjon ved hjellene (vind og fukt styrer tørkingen)
debug = 0
station_type = Vantage

[Station]
    location = "Hjell <<n>>, <<orgt>>"
    latitude = 67.93
    longitude = 13.09
    altitude = 8, meter

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = INORDLAN<<n>>
        password = <<cred>>
        rapidfire = false
    [[AWEKAS]]
        enable = false
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_teams_chat_passordet_er",
    ("Teams/eksport_chat_<<date>>.txt", "chat/Hjellarbeidere <<n>>.txt"),
    """Ola Nilsen  <<time>>
har noen passordet til vekta på kaia? den har låst seg igjen

Ingrid Berg  <<time>>
passordet er <<cred>>

Ola Nilsen  <<time2>>
takk! da henger vi opp resten av skreien før lunsj
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_webshop_vipps_kotlin_subscription_key",
    ("src/main/kotlin/no/torrfisk/vipps/VippsClient.kt", "backend-<<n>>/src/main/kotlin/Vipps.kt"),
    """package no.torrfisk.vipps

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest

object VippsClient {
    private const val CLIENT_ID = "<<uuid>>"
    private const val CLIENT_SECRET = "<<csec>>"
    private const val SUBSCRIPTION_KEY = "<<cred>>"
    private const val MSN = "<<nn>>21"

    fun accessToken(): String {
        val req = HttpRequest.newBuilder(URI("https://api.vipps.no/accesstoken/get"))
            .header("client_id", CLIENT_ID)
            .header("client_secret", CLIENT_SECRET)
            .header("Ocp-Apim-Subscription-Key", SUBSCRIPTION_KEY)
            .header("Merchant-Serial-Number", MSN)
            .POST(HttpRequest.BodyPublishers.noBody())
            .build()
        return HttpClient.newHttpClient().send(req, java.net.http.HttpResponse.BodyHandlers.ofString()).body()
    }
}
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"csec": draw(r, "b64:30")},
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_quay_crane_systemd_environment_pgpassword",
    ("etc/systemd/system/kaikran-logg.service", "systemd/kran<<n>>-logger.service"),
    """[Unit]
Description=Logger for kaikran og vekt (tørrfisk-pakkeri)
After=network-online.target

[Service]
Type=simple
User=pakkeri
Environment=PGHOST=<<host>>
Environment=PGUSER=kranlogg
Environment=PGPASSWORD=<<cred>>
ExecStart=/usr/local/bin/kranlogg --port /dev/ttyS0 --db pakkeri
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_buyer_portal_phoenix_prod_secret_exs",
    ("config/prod.secret.exs", "kjoperportal-<<n>>/config/runtime.exs"),
    """import Config

config :kjoperportal, KjoperportalWeb.Endpoint,
  http: [port: 4000],
  secret_key_base: "<<cred>>"

config :kjoperportal, Kjoperportal.Repo,
  username: "portal",
  database: "kjoperportal_prod",
  hostname: "<<host>>",
  pool_size: 10
""",
    "b64:48",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "stockfish_tally_sheet_ocr_passord_next_line",
    ("skann/tellelister_<<date>>.txt", "ocr/hjell_<<n>>_telleliste.txt"),
    """TELLELISTE  HJELL <<n>>        dato <<dmy>>
Sortering: Prima / Sekunda / Afrika
  rad 1   412 stk  ok
  rad 2   398 stk  2 falt ned
  rad 3   405 stk
Passord til vekta (nytt fra mandag):
<<cred>>
Signert: K.J.
""",
    lambda r: human(r, W, "!#*.@"),
    syntax="",
    orgs=ORGS,
)
