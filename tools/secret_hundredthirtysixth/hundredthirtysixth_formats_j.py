# ruff: noqa: E501
"""Family j: an axle-load control weighbridge station on the Northern Corridor, Kenya."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, alnum

F = Fam(
    name="kenya_axle_load_weighbridge",
    orgs=("mizanipwani", "uzitoroad", "athiscale"),
    tld="co.ke",
    first=(
        "brian",
        "faith",
        "kevin",
        "mercy",
        "dennis",
        "grace",
        "collins",
        "esther",
        "victor",
        "purity",
    ),
    last=(
        "otieno",
        "wanjiru",
        "kamau",
        "mwangi",
        "ochieng",
        "njoroge",
        "kiprop",
        "wambui",
        "mutua",
        "chebet",
    ),
    words=(
        "mizani",
        "lori",
        "barabara",
        "mombasa",
        "nairobi",
        "gormahia",
        "ingwe",
        "harambee",
        "simba",
        "uzito",
        "tusker",
        "matatu",
        "sukuma",
        "pwani",
    ),
    cities=("Mariakani", "Athi River", "Gilgil", "Webuye", "Isinya", "Busia"),
    cc="+254 7",
    plates=("KLL DDDL", "KDL DDDL", "ZL DDDD"),
)

F.reg(
    "weighbridge_ke_mpesa_daraja_passkey_env",
    ("overload-fines-<<org>>/.env", "srv/<<org>>/payments/.env.production"),
    """# Overload fine & weighbridge ticket payments via M-Pesa STK push
APP_ENV=production
APP_URL=https://pay.<<dom>>

MPESA_ENV=production
MPESA_SHORTCODE=<<num6>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/api/mpesa/callback
MPESA_ACCOUNT_REF=WB-<<orgu>>
""",
    "hex:64",
    syntax="",
    extra=lambda rng, s: {"ckey": alnum(rng, 48)},
)

F.reg(
    "weighbridge_ke_africastalking_sms_python",
    ("alerts_<<org>>/sms.py", "weighbridge/<<org>>/notify_transporter.py"),
    '''"""SMS the transporter when a truck is detained for overloading (Africa's Talking)."""

import africastalking

AT_USERNAME = "<<org>>"
AT_API_KEY = "<<cred>>"
SENDER_ID = "<<orgu>>"

africastalking.initialize(AT_USERNAME, AT_API_KEY)
sms = africastalking.SMS


def notify(phone: str, plate: str, station: str, excess_kg: int) -> None:
    msg = (
        f"Vehicle {plate} detained at {station} weighbridge: axle overload {excess_kg} kg. "
        "Offload or pay the fine before release."
    )
    sms.send(msg, [phone], sender_id=SENDER_ID)
''',
    "p:africastalking",
)

F.reg(
    "weighbridge_ke_whatsapp_swahili_nenosiri",
    (
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        "backup/<<org>>/WhatsApp Chat with Mizani <<city>> Shift.txt",
    ),
    """<<dmyy>>, <<hm>> - <<full2>>: Boss, system ya weighbridge imeniblock tena 😤
<<dmyy>>, <<hm>> - <<full2>>: lori zimejam hadi barabara, kuna foleni ndefu
<<dmyy>>, <<hm2>> - <<full>>: Pole. Nimeku-reset
<<dmyy>>, <<hm2>> - <<full>>: username <<user2>>
<<dmyy>>, <<hm2>> - <<full>>: nenosiri <<cred>>
<<dmyy>>, <<hm2>> - <<full>>: badilisha ukiingia
<<dmyy>>, <<hm3>> - <<full2>>: Asante sana, nimeingia ✅
<<dmyy>>, <<hm3>> - <<full2>>: <<plate>> iko overload axle 3, nimeiweka pending
""",
    "human",
    syntax="",
)

F.reg(
    "weighbridge_ke_etims_vscu_application_properties",
    (
        "etims-vscu/<<org>>/application.properties",
        "opt/vscu/<<city>>/config/application.properties",
    ),
    """# KRA eTIMS VSCU - <<orgu>> weighbridge services (ticket invoices)
server.port=8088
vscu.tin=P05<<num6>><<n>>L
vscu.bhfId=0<<n>>
vscu.dvcSrlNo=WB<<num4>><<nn>>
vscu.api.url=https://etims-api.kra.go.ke/etims-api

spring.datasource.url=jdbc:mysql://<<ip>>:3306/vscu?useSSL=false&serverTimezone=Africa/Nairobi
spring.datasource.username=vscu
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=update
logging.file.name=/var/log/vscu/vscu.log
""",
    "pw",
    syntax="",
)

F.reg(
    "weighbridge_ke_wim_gateway_mqtt_yaml",
    ("wim/<<org>>/gateway.yaml", "etc/<<org>>/wim-<<city>>.yml"),
    """# High-speed weigh-in-motion screening lane gateway
station: <<city>>
lane: <<n>>
sensors:
  type: quartz-piezo
  count: 4
  calibration_factor: 1.<<nnn>>
legal_limits_kg:
  single_axle: 10000
  tandem: 18000
  gvm_6axle: 48000
mqtt:
  broker: tcp://<<ip>>:1883
  username: wim<<n>>
  password: <<cred>>
  topic: alcs/<<org>>/wim/<<n>>
anpr:
  camera: <<ip2>>
""",
    "pw",
)

F.reg(
    "weighbridge_ke_email_alcs_portal_account",
    ("Mail/<<first>>/ALCS portal account.eml", "mail/<<org>>/<<date>>_alcs_account.eml"),
    """From: ALCS Support <alcs-support@<<dom>>>
To: <<firstc>> <<llast>> <<<email>>>
Subject: Axle Load Control System - weighbridge operator account
Date: <<d>> <<mon>> <<y>> <<hms>> +0300
Content-Type: text/plain; charset=utf-8

Dear <<firstc>>,

An operator account has been created for you on the Axle Load Control System (ALCS)
for <<city>> weighbridge station.

Login URL: https://alcs.<<dom>>
Username: <<user>>
Temporary password: <<cred>>

You will be asked to change the password on first login. Do not share your account;
all weighing records are signed with your operator ID.

Regards,
ALCS Support
""",
    "pw",
    syntax="",
)

F.reg(
    "weighbridge_ke_ubiquiti_airos_system_cfg",
    (
        "backup/<<org>>/airos_cabin_link_<<date>>.cfg",
        "Network/<<city>>/nanostation-weighbridge-<<n>>.cfg",
    ),
    """aaa.1.status=enabled
aaa.status=enabled
bridge.1.devname=br0
bridge.status=enabled
radio.1.mode=managed
radio.1.freq=5745
radio.1.chanbw=20
resolv.host.1.name=WB-<<orgu>>-CABIN<<n>>
wireless.1.ssid=WB-<<orgu>>-PTP
wireless.1.security.type=wpa2
wpasupplicant.profile.1.network.1.key_mgmt.1.name=WPA-PSK
wpasupplicant.profile.1.network.1.proto.1.name=RSN
wpasupplicant.profile.1.network.1.psk=<<cred>>
wpasupplicant.profile.1.network.1.ssid=WB-<<orgu>>-PTP
wpasupplicant.status=enabled
netconf.1.ip=<<ip>>
netconf.1.netmask=255.255.255.0
users.1.name=ubnt
users.1.status=enabled
""",
    "human_x",
    syntax="",
)

F.reg(
    "weighbridge_ke_sms_backup_xml_nywila",
    ("SMSBackupRestore/sms-<<y>><<mm>><<dd>><<hh>><<mi>>.xml", "backup/<<first>>/sms-<<date>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on <<dd>>/<<mm>>/<<y>> <<hms>>-->
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch_ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch_ms>>" type="1" subject="null" body="Habari <<firstc>>, nenosiri jipya la mfumo wa mizani <<city>> ni <<cred>> . Usimpe mtu." toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<epoch_ms>>" sub_id="1" readable_date="<<dd>> <<mon>> <<y>> <<hms>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch_ms>>" type="2" subject="null" body="Sawa, asante boss" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>> <<mon>> <<y>> <<hms>>" contact_name="<<full2>>" />
  <sms protocol="0" address="MPESA" date="<<epoch_ms>>" type="1" subject="null" body="Confirmed. Ksh500.00 paid to WEIGHBRIDGE CANTEEN." toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<epoch_ms>>" sub_id="1" readable_date="<<dd>> <<mon>> <<y>> <<hms>>" contact_name="(Unknown)" />
</smses>
""",
    "human_x",
)
