# ruff: noqa: E501
"""Family l: a two-person maker of eurorack synthesizer modules."""

from __future__ import annotations

from thirtyfourth_spec import after, dec_b64, enc_b64, human_with, pw_with, reg

F = "eurorack_synth_module_workshop"

reg(
    F,
    "eurorack_firmware_platformio_ini_ota_auth",
    ("firmware/platformio.ini", "modules/<<org>>_clockdiv/platformio.ini"),
    """[platformio]
default_envs = teensy41

[env:teensy41]
platform = teensy
board = teensy41
framework = arduino

[env:esp32_ota]
platform = espressif32
board = esp32dev
framework = arduino
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --port=3232
    --auth=<<cred>>
""",
    "pw_bare",
    syntax="ini",
)

reg(
    F,
    "eurorack_ukrainian_telegram_parol_postachalnyk",
    ("chats/telegram_<<org>>_<<n3>>.txt", "export/maisternia_<<n>>.txt"),
    """<<first_cap>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
Олено, який пароль від кабінету постачальника плат? Треба замовити ще 50 панелей
Олена, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
логін той самий, пароль: <<cred>>
<<first_cap>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
дякую, замовив 👍
""",
    human_with("modular", "oscillator", "patch"),
)

reg(
    F,
    "eurorack_calibration_julia_http_bearer",
    ("calibration/upload_results.jl", "tools/<<org>>/cal_upload.jl"),
    """using HTTP, JSON3

const TOKEN = "<<cred>>"
const ENDPOINT = "https://qa.<<dom>>/api/calibrations"

function upload(serial::String, volts_per_oct::Vector{Float64})
    body = JSON3.write(Dict("serial" => serial, "vpo" => volts_per_oct))
    HTTP.post(ENDPOINT, ["Authorization" => "Bearer $TOKEN", "Content-Type" => "application/json"], body)
end
""",
    "x:cal_:48",
    syntax="",
)

reg(
    F,
    "eurorack_shop_shopware_env_database_url",
    ("shop/.env.local", "shopware/<<org>>/.env"),
    """APP_ENV=prod
APP_URL=https://shop.<<dom>>
DATABASE_URL=mysql://shopware:<<cred>>@<<ip>>:3306/shopware
MAILER_DSN=native://default
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "eurorack_module_tester_c_mqtt_static_const",
    ("tester/main/config.c", "jig/<<org>>_tester/src/net_config.c"),
    """#include "config.h"

/* test jig reports pass/fail per serial number */
static const char *mqtt_host = "<<ip>>";
static const int   mqtt_port = 1883;
static const char *mqtt_user = "jig<<n>>";
static const char *mqtt_pass = "<<cred>>";

const net_config_t NET = { mqtt_host, mqtt_port, mqtt_user, mqtt_pass };
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "eurorack_releases_zsh_history_gh_token",
    ("home/<<user>>/.zsh_history", "backup/laptop_<<n>>/.zsh_history"),
    """: <<epoch>>:0;cd ~/src/clockdiv-firmware
: <<epoch>>:0;make hex
: <<epoch>>:0;export GH_TOKEN=<<cred>>
: <<epoch>>:0;gh release create v1.<<n>>.0 build/clockdiv.hex --notes-file CHANGELOG.md
: <<epoch>>:0;git push --tags
""",
    "p:github",
    syntax="",
)

reg(
    F,
    "eurorack_german_ticket_haendlerzugang",
    ("tickets/support_<<n4>>.txt", "helpdesk/<<org>>/ticket_<<n3>>.txt"),
    """Ticket #<<n4>>  Status: offen  Priorität: normal
Betreff: Händlerzugang B2B-Shop
Von: <<first_cap>> <<last_cap>> (Synth-Laden)

Hallo, wir kommen nicht mehr in den Händlerbereich rein.
---
Antwort (intern weitergeleitet):
Zugang wurde zurückgesetzt. Benutzer: haendler<<n3>>
Neues Kennwort: <<cred>>
Bitte dem Kunden telefonisch durchgeben, nicht per Mail.
""",
    human_with("oszillator", "filter", "patchkabel"),
)


def _fz_extra(rng, s):
    return {"enc": enc_b64(str(s["cred"]))}


reg(
    F,
    "eurorack_distributor_filezilla_sitemanager_base64",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<user>>/filezilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<dom>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <Type>0</Type>
      <User>distri<<n3>></User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name>Distributor product images</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    pw_with("!@#", sym="-_."),
    extra=_fz_extra,
    decode=lambda t: dec_b64(after(r'<Pass encoding="base64">([^<]+)</Pass>', t)),
)
