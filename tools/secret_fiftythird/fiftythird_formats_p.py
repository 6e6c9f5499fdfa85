"""Family p: a Georgian hydropower cascade (ჰიდროელექტროსადგური) in Samegrelo: turbine
controllers, dam monitoring, telemetry SIMs and the operators' chats."""

# ruff: noqa: E501

from __future__ import annotations

from fiftythird_spec import Fam, b64, basic, dec_basic, gen_pw

P = Fam(
    "enguri_hydro_cascade",
    orgs=("rionihydro", "kolkhetienergy", "tskhenistskali-hpp"),
    tld="ge",
    people=(
        ("გიორგი", "ბერიძე", "giorgi", "beridze"),
        ("ნინო", "კაპანაძე", "nino", "kapanadze"),
        ("ლევან", "გელაშვილი", "levan", "gelashvili"),
        ("თამარ", "ჯაფარიძე", "tamar", "japaridze"),
        ("დავით", "ხარაიშვილი", "davit", "kharaishvili"),
        ("ეკა", "ლომიძე", "eka", "lomidze"),
        ("ირაკლი", "ქავთარაძე", "irakli", "kavtaradze"),
    ),
    words=(
        "enguri",
        "rioni",
        "zugdidi",
        "jvari",
        "kashkhadi",
        "turbina",
        "kashkhali",
        "samegrelo",
        "svaneti",
        "mtkvari",
        "tbilisi",
        "khachapuri",
    ),
    seasons=("gazapkhuli", "zapkhuli", "shemodgoma", "zamtari"),
    cc="+995",
    sites=("HPP-1 მანქანათა დარბაზი", "კაშხლის მონიტორინგი", "HPP-2 ქვესადგური", "წყალმიმღები"),
)

P.reg(
    "enguri_viber_georgian_chat_paroli_scada",
    ("ტელეფონი/Viber/ოპერატორები_<<n2>>.txt", "export/viber_hpp_<<date>>.txt"),
    """[<<dd>>.<<mo>>.<<year>>, <<time>>] <<fn>> <<ln>>: გამარჯობა, SCADA-ს ოპერატორის პაროლი შეიცვალა?
[<<dd>>.<<mo>>.<<year>>, <<time>>] <<fn2>> <<ln2>>: კი, გუშინ შეცვალეს
[<<dd>>.<<mo>>.<<year>>, <<time2>>] <<fn2>> <<ln2>>: პაროლი: <<cred>>
[<<dd>>.<<mo>>.<<year>>, <<time2>>] <<fn>> <<ln>>: მადლობა 🙏
""",
    cred="human",
    syntax="",
)

P.reg(
    "enguri_georgian_email_paroli_turbine_vendor",
    ("ფოსტა/<<date>>_დისტანციური_წვდომა.eml", "mail/ot/remote_access_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Remote access – turbine governor
Date: Wed, <<dd>> Apr <<year>> 11:02:19 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>>, გამარჯობა.

ტურბინის რეგულატორის მომწოდებლისთვის შევქმენი დისტანციური წვდომა (<<site>>):
მისამართი: https://remote.<<dom>>
მომხმარებელი: vendor_gov<<n1>>
პაროლი: <<cred>>

სამუშაოს დასრულების შემდეგ ანგარიშს გავთიშავ.

პატივისცემით,
<<fn>> <<ln>>
""",
    cred="pw",
    syntax="",
)

P.reg(
    "enguri_telegraf_modbus_turbines_influx_token",
    ("telegraf/telegraf.d/turbines_<<n2>>.conf", "hpp<<n1>>/etc/telegraf/telegraf.conf"),
    """[[inputs.modbus]]
  name = "turbine_<<n1>>"
  slave_id = 1
  timeout = "2s"
  controller = "tcp://<<ip>>:502"
  holding_registers = [
    { name = "active_power_kw", byte_order = "AB", data_type = "INT16", scale = 1.0, address = [100] },
    { name = "guide_vane_pct", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [102] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "hpp"
""",
    cred="p:influx",
    syntax="toml",
)


def _curl_hist(s: dict) -> str:
    return f"""cd /opt/dam-monitoring
./check_sensors.sh --all
curl -s -H "Authorization: Basic {basic("dam_api", str(s["cred"]))}" https://{s["ip"]}/api/v1/piezometers/latest | jq .
curl -s https://{s["ip"]}/api/v1/health
sudo systemctl restart dam-collector
exit
"""


P.reg(
    "enguri_dam_monitoring_bash_history_curl_basic_b64",
    ("home/<<first>>/.bash_history", "dam-srv<<n1>>/root/.bash_history_<<n2>>"),
    _curl_hist,
    cred="pw",
    syntax="",
    decode=dec_basic,
)

P.reg(
    "enguri_snmpd_conf_v3_createuser_authpass",
    ("etc/snmp/snmpd.conf", "hpp<<n1>>/snmp/snmpd_<<n2>>.conf"),
    """# SNMPv3 მონიტორინგი (Zabbix) – <<site>>
sysLocation    <<site>>
sysContact     noc@<<dom>>
agentAddress   udp:161
createUser zabbixv3 SHA "<<cred>>" AES "<<priv>>"
rouser zabbixv3 priv
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+#"),
    syntax="",
    extra=lambda rng, s: {"priv": gen_pw(rng, sym="-_.")},
)

P.reg(
    "enguri_dam_loggers_sim_puk_csv",
    ("კავშირი/SIM_ბარათები_<<year>>.csv", "telemetry/sim_cards_<<n2>>.csv"),
    """ლოგერი;ადგილი;ნომერი;ICCID;PIN;PUK;APN
PZ-<<n2>>;<<site>>;+995 5<<n2>> <<n3>> <<n3>>;89995<<n5>><<n5>><<n4>>;<<n4>>;<<cred>>;internet
PZ-<<n3>>;<<site>>;+995 5<<n2>> <<n3>> <<n3>>;89995<<n5>><<n4>><<n5>>;;;internet
""",
    cred="digits:8",
    syntax="",
)

P.reg(
    "enguri_wireguard_hpp_tunnel_private_key",
    ("etc/wireguard/wg-hpp<<n1>>.conf", "backup/wg/hpp_<<n2>>.conf"),
    """[Interface]
# HPP <<n1>> -> Tbilisi dispatch
Address = 10.<<n2>>.<<n1>>.2/24
PrivateKey = <<cred>>
ListenPort = 51820

[Peer]
PublicKey = <<pubkey>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.<<n2>>.0.0/16
PersistentKeepalive = 25
""",
    cred="b64:32",
    syntax="",
    extra=lambda rng, s: {"pubkey": b64(rng, 32)},
)

P.reg(
    "enguri_historian_odbc_ini_password",
    ("etc/odbc.ini", "hpp<<n1>>/reports/odbc_<<n2>>.ini"),
    """[HPP_Historian]
Driver = ODBC Driver 18 for SQL Server
Server = <<ip>>,1433
Database = HPP_History
UID = report_reader
PWD = <<cred>>
TrustServerCertificate = yes

[HPP_Local]
Driver = SQLite3
Database = /var/lib/hpp/local.db
""",
    cred="pw",
)
