# ruff: noqa: E501
"""Family c: painted Dala horse figurine workshops in Dalarna (Sweden): Swedish."""

from __future__ import annotations

from fortysixth_spec import Fam, after, alnum, b64, dec_qp, enc_qp

F = Fam(
    "dalahast_figurine_dalarna",
    orgs=("mobergsdala", "kurbitsgarden", "nusnasmalarna", "siljansnas"),
    tld="se",
    first=("Åsa", "Björn", "Ingrid", "Göran", "Märta", "Nils", "Karin", "Sven", "Elsa", "Örjan"),
    last=(
        "Olsson",
        "Grannas",
        "Lindqvist",
        "Ersson",
        "Mattsson",
        "Nyström",
        "Öberg",
        "Jansson",
        "Persson",
        "Åkerlund",
    ),
    words=(
        "dalahäst",
        "kurbits",
        "nusnäs",
        "tälja",
        "furu",
        "midsommar",
        "siljan",
        "målare",
        "röd",
        "mora",
        "sommar",
        "gran",
    ),
    cc="+46",
    pets=("sixten", "molly", "selma", "bamse", "doris"),
)


def _qp_mail(s):
    body = f"""Hej {s["first2"]}!

Här kommer inloggningen till nya webbutiken (Shopify-admin) inför julhandeln.

Användarnamn: {s["email"]}
Lösenord: {s["cred"]}

Byt gärna lösenordet när du loggat in första gången. Hästarna till mässan i
Stockholm är målade, 40 st i storlek 12 cm.

Hälsningar
{s["first"]} {s["last"]}
Nusnäs
"""
    return f"""Return-Path: <{s["email"]}>
From: {s["first"]} {s["last"]} <{s["email"]}>
To: {s["first2"]} <{s["email2"]}>
Subject: =?utf-8?q?Inloggning_webbutiken?=
Date: Thu, {s["n"]} Oct {s["year"]} 08:41:17 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

""" + enc_qp(body)


def _swedish_pw(rng, s):
    while True:
        w = rng.choice(
            ("Dalahäst", "Målare", "Kurbitsrött", "Ängsblomma", "Tälja", "Sjöström", "Nusnäs")
        )
        v = f"{w}{rng.randint(10, 99)}{rng.choice('!#.')}{rng.choice(('åsa', 'göran', 'märta', 'örn'))}"
        if any(c in v for c in "åäöÅÄÖ"):
            return v


F.reg(
    "dalahast_swedish_email_losenord_quoted_printable",
    ("Mail/Inkorg/<<n>>_inloggning.eml", "mejl/webbutiken-<<date>>.eml"),
    _qp_mail,
    _swedish_pw,
    syntax="",
    extra=lambda rng, s: {"first2": rng.choice(("Karin", "Nils", "Elsa"))},
    decode=lambda text: after(dec_qp(text.split("\n\n", 1)[1]), "Lösenord: "),
)

F.reg(
    "dalahast_webshop_klarna_credentials_yaml",
    ("shop/config/klarna.yaml", "deploy/<<org>>/klarna.yml"),
    """klarna:
  region: eu
  environment: live
  api_url: https://api.klarna.com
  username: K<<n>>44812_<<hx>>
  password: "<<cred>>"
  purchase_country: SE
  purchase_currency: SEK
  merchant_urls:
    confirmation: https://<<dom>>/kassa/tack
    push: https://<<dom>>/api/klarna/push
""",
    lambda rng, s: "klarna_live_api_" + alnum(rng, 40),
)


def _swish(s):
    return f"""Bag Attributes
    friendlyName: {s["org"]} swish
    localKeyID: {s["hx"].upper()} 0A 1B
Key Attributes: <No Attributes>
{s["cred"]}
-----BEGIN CERTIFICATE-----
{s["cert"]}
-----END CERTIFICATE-----
"""


F.reg(
    "dalahast_swish_merchant_cert_key_pem",
    ("swish/certs/<<n>>231<<n>>_swish.pem", "kassa/swish/client-<<org>>.pem"),
    _swish,
    "rsa",
    syntax="",
    extra=lambda rng, s: {"cert": "\n".join(b64(rng, 48) for _ in range(12))},
)

F.reg(
    "dalahast_kiln_dryer_esphome_yaml",
    ("esphome/torkrum-<<n>>.yaml", "esphome/<<org>>-dryer.yaml"),
    """esphome:
  name: torkrum-furu
  friendly_name: Torkrum furu

esp32:
  board: esp32dev

wifi:
  ssid: "<<org>>-verkstad"
  password: "<<wifi>>"

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: "<<hx>><<n>>"

sensor:
  - platform: dht
    pin: GPIO4
    temperature:
      name: "Torkrum temperatur"
    humidity:
      name: "Torkrum fukt"
    update_interval: 60s
""",
    "b64:32",
    extra=lambda rng, s: {"wifi": F.human(rng, safe=True)},
)

F.reg(
    "dalahast_swedish_messenger_copied_losenordet_fortnox",
    ("chattar/messenger_<<first_a>>.txt", "Skrivbord/fortnox-chatt.txt"),
    """<<first>> <<last>>
<<time>>
har du lösenordet till Fortnox? ska bokföra fakturorna från Nusnäs

Karin Öberg
<<time>>
ja vänta
<<time>>
lösenordet är <<cred>>

<<first>> <<last>>
<<time>>
tack! 👍
""",
    "human",
    syntax="",
)

F.reg(
    "dalahast_fortnox_integration_csharp_client",
    ("<<org_cap>>.Integrations/FortnoxClient.cs", "src/<<org_cap>>.Ekonomi/FortnoxSettings.cs"),
    """using System.Net.Http.Headers;

namespace Verkstad.Ekonomi;

public static class FortnoxSettings
{
    public const string ClientId = "<<hx>>Kq<<n>>Zp";
    public const string ClientSecret = "<<cred>>";
    public const string RedirectUri = "https://<<dom>>/fortnox/callback";
    public const string Scopes = "invoice customer article bookkeeping";
}
""",
    "alnum:10",
    syntax="",
)

F.reg(
    "dalahast_nas_rsync_password_crontab",
    ("etc/cron.d/backup-bilder", "var/spool/cron/crontabs/<<first_a>>"),
    """# Säkerhetskopia av produktbilder till Synology i Mora
SHELL=/bin/sh
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
30 2 * * * root RSYNC_PASSWORD='<<cred>>' rsync -a --delete /srv/bilder/ rsync://backup@<<host>>/bilder >> /var/log/rsync-bilder.log 2>&1
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "dalahast_visitor_wifi_sign_ocr",
    ("scans/skylt_butik_<<n>>.txt", "ocr/IMG_<<n>>40_ocr.txt"),
    """VÄLKOMMEN TILL VERKSTADEN
Målning av dalahästar sker dagligen 10-16

Gäst-WiFi
Nätverk: <<org_cap>>-Gast
Lösen: <<cred>>

Ej fotografering i målarrummet, tack!
""",
    "human_x",
    syntax="",
)
