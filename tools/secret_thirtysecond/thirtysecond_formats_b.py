"""Family b: a ropewalk (heritage ropemaking workshop and museum)."""
# ruff: noqa: E501

from thirtysecond_spec import b64, prov, reg

F = "ropewalk_heritage_ropemaking"

reg(
    F,
    "ropewalk_museum_shop_sync_toml_token",
    ("shop-sync/<<org>>/config.toml", "tools/ropewalk_shop_<<n>>.toml"),
    """# Sync the museum shop stock (hemp lanyards, bell ropes, skipping ropes) with the till
[shopify]
store = "<<org>>-shop.myshopify.com"
access_token = "<<cred>>"
api_version = "2025-01"

[till]
csv_dir = "/srv/till/exports"
location = "Ropewalk shop"
""",
    prov("shopify"),
)

reg(
    F,
    "ropewalk_visitor_counter_systemd_environment",
    ("etc/systemd/system/visitor-counter.service", "pi/<<org>>/visitor-counter-<<n>>.service"),
    """[Unit]
Description=Visitor counter (beam sensor at the ropewalk door) -> InfluxDB
After=network-online.target

[Service]
User=pi
Environment=INFLUX_URL=https://influx.<<dom>>
Environment=INFLUX_ORG=<<org>>
Environment=INFLUX_TOKEN=<<cred>>
ExecStart=/usr/bin/python3 /home/pi/counter/run.py
Restart=always

[Install]
WantedBy=multi-user.target
""",
    lambda rng: b64(rng, 64, urlsafe=True),
)

reg(
    F,
    "ropewalk_volunteer_polish_messenger_haslo",
    ("messenger/<<first>>_wolontariusze_<<n>>.txt", "exports/<<org>>/messenger_<<date>>.txt"),
    """[<<dslash>> <<time>>] <<firstc>> <<lastc>>: Cześć, w sobotę pokaz skręcania liny o 11
[<<dslash>> <<time>>] Marta Zielińska: a jakie jest hasło do komputera w kasie?
[<<dslash>> <<time2>>] <<firstc>> <<lastc>>: hasło: <<cred>>
[<<dslash>> <<time2>>] <<firstc>> <<lastc>>: tylko nikomu nie mów 😉
[<<dslash>> <<time2>>] Marta Zielińska: dzięki!
""",
    "h",
)

reg(
    F,
    "ropewalk_archive_scanner_cifs_fstab",
    ("etc/fstab", "pi/<<org>>/fstab.<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
# archive scanner drops TIFFs on the museum NAS
//<<ip>>/archive  /mnt/archive  cifs  username=scanner,password=<<cred>>,uid=1000,gid=1000,iocharset=utf8  0  0
""",
    "h_bare",
)

reg(
    F,
    "ropewalk_hemp_supplier_email_portal_login",
    ("mail/<<org>>/hemp_supplier_<<n>>.eml", "inbox/<<first>>/trade_account_<<date>>.eml"),
    """From: Accounts <accounts@<<org>>-fibres.co.uk>
To: <<email>>
Subject: Your trade account - manila and hemp yarns
Date: <<day>>, <<dmy>> <<time>> +0000

Dear <<firstc>>,

Thank you for opening a trade account with us for the ropewalk. Your login for the
online ordering portal is below; please change the password after your first order.

  Portal:   https://trade.<<org>>-fibres.co.uk
  Username: <<user>>
  Password: <<cred>>

Kind regards,
<<first2c>> <<last2c>>
Sales Office
""",
    "h",
)

reg(
    F,
    "ropewalk_epos_jdbc_application_properties",
    (
        "epos/<<org>>/src/main/resources/application.properties",
        "config/ropewalk-epos-<<n>>.properties",
    ),
    """spring.application.name=ropewalk-epos
server.port=8080
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/epos
spring.datasource.username=epos
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
epos.receipt.footer=Thank you for visiting the ropewalk
""",
    "pw_ini",
)

reg(
    F,
    "ropewalk_website_deploy_workflow_ftp_yml",
    (".github/workflows/deploy-<<n>>.yml", "site-<<org>>/.github/workflows/ftp.yml"),
    """name: Deploy museum site
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Upload
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.<<dom>>
          username: deploy@<<dom>>
          password: '<<cred>>'
          local-dir: ./public/
""",
    "pw_sq",
)

reg(
    F,
    "ropewalk_ticketing_eventbrite_python_script",
    ("scripts/<<org>>/eventbrite_sales_<<n>>.py", "tools/pull_tickets.py"),
    '''"""Pull the ropemaking demo ticket sales into the daily sheet."""

import requests

EVENTBRITE_TOKEN = "<<cred>>"
ORG_ID = "<<n4>><<n>>"


def sales():
    r = requests.get(
        f"https://www.eventbriteapi.com/v3/organizations/{ORG_ID}/events/",
        headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["events"]
''',
    prov("eventbrite"),
)
