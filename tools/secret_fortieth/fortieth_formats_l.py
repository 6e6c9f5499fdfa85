"""Family l: a Dutch water board's pumping stations (waterschap, gemalen): polder water
levels, telemetry, on-call engineers and SCADA."""

# ruff: noqa: E501

import quopri
import random

from fortieth_spec import SYM_INI, Family, after, enc_qp, pw_with, rsa_pem_key

F = Family(
    "polder_waterschap_gemaal",
    ("waterschap-lagewaard",),
    "nl",
    ("Jeroen", "Marieke", "Sander", "Annelies", "Wouter", "Femke", "Bram", "Ingrid"),
    ("van Dijk", "Bakker", "Visser", "de Boer", "Mulder", "Smit", "Brouwer", "Dekker"),
    (
        "gemaal",
        "polder",
        "dijk",
        "sluis",
        "boezem",
        "molen",
        "kade",
        "peil",
        "wetering",
        "vijzel",
        "hoogwater",
        "gemaalwachter",
    ),
)

F.reg(
    "gemaal_telemetrie_rtu_ftp_upload_ini",
    ("rtu/gemaal.ini", "etc/rtu/gemaal_<<nn>>.ini"),
    """[rtu]
naam = gemaal <<word>>
locatie = polder <<word2>>
poll_interval = 60

[peil]
sensor = /dev/ttyS1
streefpeil = -0.4<<n>>

[ftp_upload]
host = <<host>>
gebruiker = rtu<<nn>>
wachtwoord = <<cred>>
map = /telemetrie/<<word>>
""",
    "pw",
)

F.reg(
    "gemaal_dutch_email_wachtwoord_storingsdienst",
    ("mail/<<ymd>>_storingsdienst.eml", "Mail/Postvak IN/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Inlog storingsdienst-portaal
Date: <<rfc>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hoi <<first2>>,

Vanaf maandag draai jij mee in de piketdienst. Hierbij de inlog voor het
storingsdienst-portaal (meldingen van de gemalen komen daar binnen):

Gebruikersnaam: <<user>>
Wachtwoord: <<cred>>

Graag zelf even wijzigen na de eerste keer inloggen.

Groet,
<<first>>
Afdeling Watersysteem
""",
    "human",
)

F.reg(
    "gemaal_pump_vfd_paramiko_ssh_password_py",
    ("scripts/vfd_status.py", "tools/gemaal_<<nn>>_frequentieregelaar.py"),
    '''"""Leest de status van de frequentieregelaars van gemaal <<word>> uit."""
import paramiko

HOST = "<<ip>>"

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect(HOST, username="service", password="<<cred>>", look_for_keys=False, allow_agent=False)
_, stdout, _ = client.exec_command("show drive status")
for line in stdout:
    print(line.rstrip())
client.close()
''',
    "pw_dq",
)


def _pkcs8(rng: random.Random) -> str:
    return rsa_pem_key(rng, pkcs8=True)


F.reg(
    "gemaal_scada_openvpn_inline_private_key",
    ("vpn/<<user>>-gemalen.ovpn", "Documents/OpenVPN/scada_<<nn>>.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<ca>
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUY2<<hex12>>MAoGCCqGSM49BAMCMBgxFjAUBgNVBAMMDWdl
bWFhbC1zY2FkYS1jYTAeFw0yNDAxMDEwMDAwMDBaFw0zNDAxMDEwMDAwMDBaMBgx
-----END CERTIFICATE-----
</ca>
<key>
<<cred>>
</key>
""",
    _pkcs8,
    syntax="",
)

F.reg(
    "gemaal_piket_sms_reply_hmi_inlog",
    ("sms/piket_<<ymd>>.txt", "Telefoon/Berichten/<<first>>_<<num>>.txt"),
    """Van: Piketcentrale
<<dmy>> <<time>>
Storing gemaal <<word>> (hoogwater alarm). Wat is de inlog van de HMI?

Aan: Piketcentrale
<<dmy>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "gemaal_waterlevel_grafana_datasource_secure_json",
    (
        "grafana/provisioning/datasources/peil.yaml",
        "etc/grafana/provisioning/datasources/gemalen_<<nn>>.yml",
    ),
    """apiVersion: 1

datasources:
  - name: Peilmetingen
    type: postgres
    url: <<host>>:5432
    user: grafana_ro
    jsonData:
      database: peil
      sslmode: require
      postgresVersion: 1500
    secureJsonData:
      password: '<<cred>>'
    editable: false
""",
    "pw_sq",
)

F.reg(
    "gemaal_peilsync_log_connection_url",
    ("var/log/peilsync/peilsync.log", "logs/peilsync-<<ymd>>.log"),
    """<<date>> 03:12:40,002 INFO  [peilsync] start synchronisatie <<n>> gemalen
<<date>> 03:12:44,118 ERROR [peilsync] Verbinding mislukt met postgresql://peilsync:<<cred>>@<<host>>:5432/peil: timeout expired
<<date>> 03:12:44,119 WARN  [peilsync] nieuwe poging over 30 s
<<date>> 03:13:14,311 INFO  [peilsync] verbonden, 1<<nn>> metingen opgehaald
""",
    "pw_url",
    syntax="",
)


def _pw_qp(rng: random.Random) -> str:
    return pw_with(rng, "=", SYM_INI)


def _dec_qp(text: str) -> str:
    return quopri.decodestring(after("Wachtwoord: ", text).encode()).decode()


F.reg(
    "gemaal_archief_quoted_printable_wachtwoord",
    ("mail/<<ymd>>_archief.eml", "Mail/Verzonden/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Nieuw wachtwoord telemetriecentrale
Date: <<rfc>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Beste <<first2>>,

Het wachtwoord voor de telemetriecentrale (co=C3=B6rdinatie gemalen) is gewij=
zigd:

Wachtwoord: <<cred>>

Met vriendelijke groet,
<<first>>
""",
    _pw_qp,
    decode=_dec_qp,
    enc=enc_qp,
)
