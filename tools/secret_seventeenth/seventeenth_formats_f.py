"""Shipboard, vessel operations and crew systems files."""

from seventeenth_corpus import (
    SYM_INI,
    SYM_JSON,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    words_pw,
)

FAM = "shipboard_vessel_crew_systems"
SHIPS = (
    "MV Nordkap Trader",
    "MV Selkie Star",
    "MT Aurora Bay",
    "MV Hanse Falcon",
    "MV Baltic Wren",
)


def _imo(rng):
    return f"9{rng.randint(100000, 999999)}"


@fmt(FAM, "vsat_modem_config_backup_xml_admin_password")
def vsat_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    imo = _imo(rng)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<ModemConfig serial="<<ser>>" firmware="4.2.11">
  <Vessel imo="<<imo>>" name="<<ship>>"/>
  <Satellite name="EUTELSAT-10B" longitude="10.0" beam="EU-2"/>
  <Management>
    <Web enabled="true" port="443"/>
    <Admin user="admin" password="<<pw>>"/>
  </Management>
  <Network lan="192.168.10.1/24" crewVlan="20" opsVlan="10"/>
</ModemConfig>
""",
        ser=hexs(rng, 10, upper=True),
        imo=imo,
        ship=pick(rng, SHIPS),
        pw=pw,
    )
    return Out(f"fleet/{o}/IMO{imo}/vsat_backup.xml", text, pw)


@fmt(FAM, "planned_maintenance_ship_shore_replication_ini_password")
def pms_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    imo = _imo(rng)
    text = fill(
        """[Installation]
Site=<<imo>>
Role=Vessel

[Replication]
Transport=Mail
OfficeAddress=pms-replication@<<d>>
PackageSizeKB=512

[Database]
Server=(local)\\PMS
Database=PMSVessel
UserId=pms_rep
Password=<<pw>>
""",
        imo=imo,
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"fleet/{o}/IMO{imo}/pms_replication.ini", text, pw)


@fmt(FAM, "ecdis_chart_update_agent_json_permit_account_password")
def ecdis_json(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    imo = _imo(rng)
    text = fill(
        """{
  "vessel": {"imo": "<<imo>>", "name": "<<ship>>"},
  "ecdis": ["ECDIS-1", "ECDIS-2"],
  "chartService": {
    "provider": "avcs",
    "deliveryUrl": "https://charts.<<d>>/delivery",
    "account": "<<acct>>",
    "password": "<<pw>>",
    "weeklyUpdateDay": "Thursday"
  }
}
""",
        imo=imo,
        ship=pick(rng, SHIPS),
        d=domain(rng, o),
        acct=f"{o.replace('-', '')}{imo}",
        pw=pw,
    )
    return Out(f"fleet/{o}/IMO{imo}/chart_agent.json", text, pw)


@fmt(FAM, "crew_wifi_freeradius_clients_conf_shared_secret")
def radius_clients(rng):
    o = org(rng)
    sec = gen_pw(rng, 24, sym="-_.@+")
    text = fill(
        """# crew internet hotspot - access controllers on deck 3 and 5
client crew-ap-controller {
	ipaddr = 192.168.20.2
	secret = <<sec>>
	shortname = crewwifi
	nas_type = other
}

client localhost {
	ipaddr = 127.0.0.1
	secret = radtest-local
}
""",
        sec=sec,
    )
    return Out(f"fleet/{o}/vessel{rng.randint(1, 40)}/raddb/clients.conf", text, sec, "")


@fmt(FAM, "noon_report_mailer_python_smtp_login_positional")
def noon_py(rng):
    o = org(rng)
    pw = words_pw(rng, "-._#")
    mail = f"master.{pick(rng, ('nordkap', 'selkie', 'aurora', 'falcon', 'wren'))}@{domain(rng, o)}"
    text = fill(
        """import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["From"] = "<<mail>>"
msg["To"] = "ops@<<d>>"
msg["Subject"] = "NOON REPORT"
msg.set_content(open("noon.txt").read())

with smtplib.SMTP("<<h>>", 587) as s:
    s.starttls()
    s.login("<<mail>>", "<<pw>>")
    s.send_message(msg)
""",
        mail=mail,
        d=domain(rng, o),
        h=host(rng, "mail", o),
        pw=pw,
    )
    return Out(f"bridge/{o}/noon_report_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "port_call_agency_portal_powershell_securestring_plaintext")
def port_ps1(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """# Upload the pre-arrival crew list to the port agency portal
$user = "<<u>>"
$pass = ConvertTo-SecureString "<<pw>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
Invoke-RestMethod -Uri "https://agency.<<d>>/api/portcalls/<<call>>/crewlist" `
    -Method Post -Credential $cred -InFile .\\crewlist.xlsx -ContentType "application/octet-stream"
""",
        u=user(rng, "dot"),
        pw=pw,
        d=domain(rng, o),
        call=rng.randint(100000, 999999),
    )
    return Out(f"ops/{o}/prearrival_{rng.randint(1, 99)}.ps1", text, pw, "")


@fmt(FAM, "bunker_delivery_note_sync_yaml_api_key")
def bunker_yaml(rng):
    o = org(rng)
    key = "bdn_" + alnum(rng, 36)
    text = fill(
        """bunker_sync:
  supplier_portal: https://bdn.<<d>>/api
  api_key: "<<key>>"
  fuels: [VLSFO, MGO]
  sample_retention_days: 365
  notify: [chief.engineer@<<d>>]
""",
        d=domain(rng, o),
        key=key,
    )
    return Out(f"fleet/{o}/engine/bunker_sync_{rng.randint(1, 99)}.yml", text, key)


@fmt(FAM, "ship_performance_monitor_telegraf_conf_influx_token")
def telegraf(rng):
    o = org(rng)
    tok = alnum(rng, 86, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") + "=="
    text = fill(
        """[agent]
  interval = "60s"
  hostname = "vessel-<<n>>"

[[inputs.modbus]]
  name = "main_engine"
  controller = "tcp://192.168.10.40:502"
  holding_registers = [
    { name = "shaft_rpm", byte_order = "AB", data_type = "UINT16", scale = 0.1, address = [100] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://perf.<<d>>:8086"]
  token = "<<tok>>"
  organization = "<<o>>"
  bucket = "vessels"
""",
        n=rng.randint(1, 60),
        d=domain(rng, o),
        tok=tok,
        o=o,
    )
    return Out(f"fleet/{o}/vessel{rng.randint(1, 60)}/telegraf.conf", text, tok, "toml")
