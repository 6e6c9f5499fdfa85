"""Family j: gelaterias and ice cream vans."""
# ruff: noqa: E501

from thirtyfirst_spec import b64, reg

F = "gelateria_ice_cream_van_round"

reg(
    F,
    "gelateria_haccp_logger_spring_properties",
    [
        "haccp/src/main/resources/application.properties",
        "<<org>>-haccp/application-prod.properties",
    ],
    """server.port=8085
spring.datasource.url=jdbc:postgresql://<<host>>:5432/haccp
spring.datasource.username=haccp
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
haccp.blast-freezer.max-temp=-18
""",
    "pw:ini",
)

reg(
    F,
    "gelateria_greek_viber_kodikos",
    ["viber/gelato_<<dd>><<mm>>.txt", "exports/viber-<<first>>-<<n>>.txt"],
    """[<<dd>>/<<mm>>/<<year>> <<hh>>:<<mi>>] <<fname2>>: Καλημέρα, το tablet στο βανάκι ζητάει κωδικό για τις παραγγελίες
[<<dd>>/<<mm>>/<<year>> <<hh>>:<<mi>>] <<fname>>: όνομα χρήστη <<user>>
[<<dd>>/<<mm>>/<<year>> <<hh>>:<<mi>>] <<fname>>: κωδικός: <<cred>>
[<<dd>>/<<mm>>/<<year>> <<hh>>:<<mi>>] <<fname2>>: ευχαριστώ! έχουμε τελειώσει το φιστίκι
""",
    "h:any",
)

reg(
    F,
    "gelateria_van_tracking_traccar_xml",
    ["traccar/conf/traccar.xml", "opt/<<org>>/traccar.xml"],
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://<<host>>:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "pw:xml",
)

reg(
    F,
    "gelateria_flavour_map_vite_env_google",
    ["web/.env.production", "<<org>>-map/.env.production.local"],
    """VITE_APP_TITLE=Where is the van?
VITE_GOOGLE_MAPS_KEY=<<cred>>
VITE_TRACKER_URL=https://track.<<dom>>/api/positions
""",
    "p:google",
)

reg(
    F,
    "gelateria_payroll_powershell_securestring",
    ["scripts/Export-Payroll.ps1", "<<org>>/admin/payroll_<<n>>.ps1"],
    """$user = '<<udot>>@<<dom>>'
$secure = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $secure)
Connect-ExchangeOnline -Credential $cred
Get-ChildItem \\\\<<ip>>\\payroll\\*.csv | Send-MailMessage -To accounts@<<dom>> -Subject 'Seasonal staff hours'
""",
    "h:sq",
)

reg(
    F,
    "gelateria_franchise_wireguard_conf",
    ["etc/wireguard/wg0.conf", "vpn/<<org>>-van<<n>>.conf"],
    """[Interface]
Address = 10.66.<<n>>.2/32
PrivateKey = <<cred>>
DNS = 10.66.0.1

[Peer]
PublicKey = <<pub>>
Endpoint = <<pubip>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "b64:32",
    extra=lambda r: {"pub": b64(r, 32)},
)

reg(
    F,
    "gelateria_albanian_sms_backup_xml",
    ["SMSBackupRestore/sms-<<year>><<mm>><<dd>>.xml", "backup/<<first>>-phone/sms-<<n>>.xml"],
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="17<<nn>>000000" type="1" body="Përshëndetje, fjalëkalimi i ri për arkën është <<cred>>" read="1" status="-1" contact_name="<<fname2>>" />
  <sms protocol="0" address="<<phone>>" date="17<<nn>>100000" type="2" body="Faleminderit! Sot shitëm 200 kone" read="1" status="-1" contact_name="<<fname2>>" />
</smses>
""",
    "h:xml",
)

reg(
    F,
    "gelateria_supplier_orders_makefile_curl",
    ["Makefile", "<<org>>-orders/Makefile"],
    """ORDERS_API := https://orders.<<dom>>/api
AUTH := <<user>>:<<cred>>

.PHONY: stock order

stock:
\tcurl -s -u $(AUTH) $(ORDERS_API)/stock | jq '.items[] | select(.qty < 5)'

order:
\tcurl -s -u $(AUTH) -X POST -d @order.json $(ORDERS_API)/orders
""",
    "h:bare",
)
