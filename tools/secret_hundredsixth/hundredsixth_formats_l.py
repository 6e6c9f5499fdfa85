# ruff: noqa: E501
"""Family l: a library consortium's ILS administrator in Aotearoa New Zealand (English / te reo
Māori; Koha SIP server, Evergreen, Windcave, OverDrive, Ansible, Slack, the wiki)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredsixth_spec import Fam, enc_html, reg

F = Fam(
    name="kotahitanga_ils_wharepukapuka",
    orgs=("kotahipuka", "pukapukanui", "tuiconsort"),
    tld="org.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Wiremu", "wiremu"),
        ("Hana", "hana"),
        ("Liam", "liam"),
        ("Olivia", "olivia"),
        ("Rawiri", "rawiri"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("Smith", "smith"),
        ("Walker", "walker"),
        ("Tuhiwai", "tuhiwai"),
        ("Henare", "henare"),
    ),
    words=(
        "pukapuka",
        "kiwi",
        "tui",
        "kauri",
        "pounamu",
        "aroha",
        "whanau",
        "moana",
        "korimako",
        "pohutukawa",
        "kea",
        "harakeke",
        "matariki",
        "waka",
        "rangi",
    ),
    pets=("kuri", "poppy", "bailey", "ruru", "mana", "buddy"),
    seasons=("matariki", "raumati", "hotoke", "koanga", "ngahuru", "kirihimete"),
    cc="64",
)


def _amp_cred(r, f):
    a, b = r.sample(f.words, 2)
    return f"{a.capitalize()}{r.choice('&<>')}{b.capitalize()}{r.randint(10, 9999)}"


def _sip_pw(t):
    root = ET.fromstring(t.encode())
    for el in root.iter():
        if el.tag.endswith("login"):
            return el.attrib["password"]
    raise ValueError("no login")


reg(
    F,
    "kotahi_koha_sipconfig_xml_login_attr_escaped",
    ("etc/koha/sites/<<org>>/SIPconfig.xml", "ansible/files/<<org>>-SIPconfig-<<n>>.xml"),
    """<acsconfig xmlns="http://openncip.org/acs-config/1.0/">
  <error-detect enabled="true" />
  <server-params min_servers='1' min_spare_servers='0' />
  <listeners>
    <service port="<<ip>>:6001/tcp" transport="RAW" protocol="SIP/2.00" timeout="60" />
  </listeners>
  <accounts>
    <login id="sip_selfcheck_<<n>>" password="<<enc>>" delimiter="|" error-detect="enabled" institution="<<org>>" encoding="utf8" />
  </accounts>
  <institutions>
    <institution id="<<org>>" implementation="ILS" parms="">
      <policy checkin="true" renewal="true" checkout="true" status_update="false" offline="false" timeout="100" retries="5" />
    </institution>
  </institutions>
</acsconfig>
""",
    _amp_cred,
    enc=enc_html,
    decode=_sip_pw,
)

reg(
    F,
    "kotahi_evergreen_opensrf_xml_database_pw",
    ("openils/conf/opensrf.xml", "evergreen/<<org>>/opensrf-<<n>>.xml"),
    """<?xml version="1.0"?>
<opensrf version="0.0.3">
  <default>
    <apps>
      <open-ils.storage>
        <app_settings>
          <databases>
            <driver>pgsql</driver>
            <database>
              <type>master</type>
              <weight>2</weight>
              <user>evergreen</user>
              <host><<ip>></host>
              <port>5432</port>
              <pw><<cred>></pw>
              <db>evergreen</db>
              <client_encoding>UTF8</client_encoding>
            </database>
          </databases>
        </app_settings>
      </open-ils.storage>
    </apps>
  </default>
</opensrf>
""",
    "pw_xml",
)


def _windcave(s):
    return json.dumps(
        {
            "gateway": "windcave",
            "endpoint": "https://sec.windcave.com/api/v1/sessions",
            "username": f"{s['org'].upper()}_REST",
            "apiKey": s["cred"],
            "currency": "NZD",
            "members": ["HAMILTON", "TAURANGA", "ROTORUA"],
        },
        indent=2,
    )


reg(
    F,
    "kotahi_windcave_fines_gateway_json_api_key",
    ("opac/payments/windcave.json", "koha-plugins/<<org>>/windcave-<<n>>.json"),
    _windcave,
    "p:windcave",
)

reg(
    F,
    "kotahi_overdrive_libby_api_python_client_secret",
    ("scripts/overdrive_marc_sync.py", "ils-admin/<<org>>/overdrive_<<n>>.py"),
    '''"""Pull OverDrive (Libby) MARC records into Koha for the whole consortium."""

import base64

import requests

CLIENT_KEY = "<<org>>CONSORT"
CLIENT_SECRET = "<<cred>>"

basic = base64.b64encode(f"{CLIENT_KEY}:{CLIENT_SECRET}".encode()).decode()
token = requests.post(
    "https://oauth.overdrive.com/token",
    headers={"Authorization": f"Basic {basic}"},
    data={"grant_type": "client_credentials"},
    timeout=30,
).json()["access_token"]
''',
    "alnum:32",
)

reg(
    F,
    "kotahi_ansible_inventory_yaml_become_password",
    ("ansible/inventory/hosts.yml", "ils-ansible/<<org>>/inventory-<<n>>.yml"),
    """all:
  children:
    koha:
      hosts:
        koha<<n>>.<<dom>>:
          ansible_host: <<ip>>
    evergreen:
      hosts:
        eg<<n>>.<<dom>>:
          ansible_host: <<ip2>>
  vars:
    ansible_user: ilsadmin
    ansible_become_password: "<<cred>>"
""",
    "pw_dq",
)


def _slack(s):
    msgs = [
        {
            "type": "message",
            "user": "U0ILS01",
            "text": "Kia ora <@U0ILS02>, Rotorua branch can't get into the Koha staff client this morning",
            "ts": "1767225600.000100",
        },
        {
            "type": "message",
            "user": "U0ILS02",
            "text": f"Ka pai, kupuhipa hōu mō te kaute ilsadmin: {s['cred']}",
            "ts": "1767225660.000200",
        },
        {
            "type": "message",
            "user": "U0ILS01",
            "text": "Ngā mihi! all good now",
            "ts": "1767225720.000300",
        },
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=4)


reg(
    F,
    "kotahi_slack_export_reo_maori_kupuhipa_message",
    ("slack-export/ils-admin/<<date>>.json", "exports/<<org>>-slack/ils-helpdesk/<<date>>.json"),
    _slack,
    "human",
)

reg(
    F,
    "kotahi_reporting_replica_pgpass_lines",
    ("home/<<fa>>/.pgpass", "ils-admin/<<org>>/pgpass-<<n>>"),
    """# hostname:port:database:username:password
<<ip>>:5432:evergreen:reporter:<<cred>>
localhost:5432:*:postgres:*
""",
    "pw",
    syntax="",
)

reg(
    F,
    "kotahi_consortium_wiki_member_logins_table",
    ("wiki/ILS_Admin/Member_library_logins.md", "confluence/<<org>>/member-logins-<<n>>.txt"),
    """h1. Member library logins (Koha staff, branch admin)

|| Member library || Koha branch || Login || Password ||
| Te Whare Pukapuka o <<orgc>> | <<orgc>><<n>> | admin_<<org>> | <<cred>> |
| Rotorua Lakes | ROT | admin_rot | (in the consortium vault) |

Updated by <<first>> <<last>> <<date>>
""",
    "human_x",
    syntax="",
)
