"""Family o: a narrow-gauge mountain railway on the Albula line in Graubünden, Switzerland."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "albula_rhaetian_railway",
    ("albulabahn", "bergunerbahn", "engiadinatren"),
    "ch",
    ("Reto", "Seraina", "Gian", "Flurina", "Corsin", "Ladina"),
    ("Caflisch", "Casutt", "Cadonau", "Tscharner", "Janett"),
    ("reto", "seraina", "gian", "flurina", "corsin", "ladina"),
    ("caflisch", "casutt", "cadonau", "tscharner", "janett"),
    (
        "albula",
        "bergun",
        "preda",
        "filisur",
        "landwasser",
        "viadukt",
        "steinbock",
        "murmeli",
        "engadin",
        "tunnel",
    ),
    "bergun",
    "41",
)

F.reg(
    "albula_german_email_passwort_ticketshop",
    ["mail/<<org>>/<<n>>.eml", "Outlook/Ticketshop_<<ymd>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: verkauf@<<dom>>
Subject: Neuer Zugang Ticketshop (Erlebnisfahrten)
Date: Mon, <<d>> Jul <<y>> 07:<<mm>>:12 +0200
Content-Type: text/plain; charset=UTF-8

Hoi zäme

Der Zugang zum Ticketshop-Backend für die Erlebnisfahrten ist neu eingerichtet:
Benutzer: verkauf.<<org>>
Passwort: <<cred>>

Bitte nicht weiterleiten. Ab nächster Woche kommt die Zwei-Faktor-Anmeldung.

Liebe Grüsse
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "albula_station_display_systemd_environment",
    ["etc/systemd/system/abfahrtsanzeige.service", "display/<<org>>_board_<<n2>>.service"],
    """[Unit]
Description=Abfahrtsanzeige Bahnhof Bergün
After=network-online.target

[Service]
User=display
Environment=OPENDATA_API_URL=https://api.opentransportdata.swiss/la/ojp2020
Environment=OPENDATA_API_TOKEN=<<cred>>
Environment=STATION_DIDOK=8509251
ExecStart=/usr/bin/python3 /opt/display/board.py
Restart=always

[Install]
WantedBy=multi-user.target
""",
    "jwt",
    syntax="ini",
)

F.reg(
    "albula_vending_machine_winscp_script_sftp",
    ["automaten/upload_tarife.txt", "scripts/winscp_<<org>>_<<n2>>.txt"],
    """# WinSCP-Skript: neue Tarife auf die Billettautomaten laden
option batch abort
option confirm off
open sftp://automat:<<cred>>@<<ip>>/ -hostkey="ssh-ed25519 255 <<hk>>"
put C:\\Tarife\\tarife_<<y>>.xml /opt/vending/data/
close
exit
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {
        "hk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
    },
)

F.reg(
    "albula_italian_threema_chat_password_deposito",
    ["threema/Chat_Deposito_<<n>>.txt", "exports/threema_<<ymd>>.txt"],
    """[<<dmy>>, <<time>>] <<first>> <<last>>: Ciao a tutti, ho cambiato la password del PC in deposito a Samedan
[<<dmy>>, <<time>>] <<first>> <<last>>: utente: deposito
[<<dmy>>, <<time>>] <<first>> <<last>>: password: <<cred>>
[<<dmy>>, <<time>>] Ladina: Grazie! La scrivo nel quaderno del turno?
[<<dmy>>, <<time>>] <<first>> <<last>>: No per favore 😅
""",
    "human",
    syntax="",
)

F.reg(
    "albula_dispatch_spring_application_yml",
    ["dispo/src/main/resources/application.yml", "<<org>>-dispo/config/application-<<n2>>.yml"],
    """spring:
  datasource:
    url: jdbc:sqlserver://<<host>>:1433;databaseName=Dispo
    username: dispo
    password: '<<cred>>'
  jpa:
    open-in-view: false
dispo:
  strecke: Albula
  zugfunk: GSM-R
""",
    "pw_sq",
)

F.reg(
    "albula_datatrans_payment_settings_toml",
    ["shop/datatrans.toml", "<<org>>-shop/config/payments_<<n2>>.toml"],
    """[datatrans]
merchant_id = "110<<hid>>"
basic_auth_password = "<<cred>>"
sign_key_hex = "<<sk>>"
success_url = "https://<<dom>>/de/danke"
currency = "CHF"
""",
    "pw_dq",
    extra=lambda rng, s: {"sk": "".join(rng.choice("0123456789abcdef") for _ in range(128))},
)

F.reg(
    "albula_timetable_ftp_netrc",
    ["home/<<fa>>/.netrc", "fahrplan/<<org>>_netrc_<<n2>>"],
    """machine fahrplan.<<dom>>
  login hafas_export
  password <<cred>>
machine ftp.opentransportdata.swiss
  login anonymous
  password <<email>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "albula_station_router_cisco_running_config",
    ["netz/bahnhof_<<n2>>_running-config.txt", "backup/<<org>>_rtr_<<ymd>>.cfg"],
    """!
version 15.7
hostname BHF-BERGUEN-<<n2>>
!
enable secret 9 $9$<<salt>>$<<h>>
username netadmin privilege 15 password 0 <<cred>>
!
interface GigabitEthernet0/0
 description Uplink Glasfaser
 ip address <<ip>> 255.255.255.0
!
line vty 0 4
 login local
 transport input ssh
!
end
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "salt": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./")
            for _ in range(14)
        ),
        "h": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./")
            for _ in range(43)
        ),
    },
)
