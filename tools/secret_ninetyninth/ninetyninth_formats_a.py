# ruff: noqa: E501
"""Family a: a coworking operator in Nairobi, Kenya (English, Kiswahili, Sheng)."""

from __future__ import annotations

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam

F = Fam(
    name="coworking_operator_nairobi",
    orgs=("kazinest", "bunifuspace", "pamojadesk"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kiprop", "kiprop"),
        ("Wambui", "wambui"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mwangi", "mwangi"),
        ("Kiprotich", "kiprotich"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Muthoni", "muthoni"),
    ),
    words=(
        "harambee",
        "jambo",
        "matatu",
        "uhuru",
        "kazi",
        "chai",
        "mandazi",
        "nyota",
        "pamoja",
        "upendo",
        "tembo",
        "mvua",
        "westlands",
        "kilimani",
        "ngong",
        "nyama",
        "sukuma",
    ),
    pets=("simba", "bosco", "rocky", "bella", "jimmy", "tiger"),
    cc="254",
    city="Nairobi",
)

F.reg(
    "nbo_cowork_nexudus_members_sync_python",
    ("scripts/nexudus_sync.py", "ops/<<org>>-members/sync_nexudus.py"),
    '''"""Pull active coworkers from Nexudus and push desk numbers to the door-access sheet."""

import csv

import requests

NEXUDUS = "https://spaces.nexudus.com/api"
# the community manager's admin login (Nexudus has no API keys on our plan)
AUTH = ("<<email>>", '<<cred>>')


def coworkers(page=1):
    r = requests.get(
        f"{NEXUDUS}/spaces/coworkers",
        params={"page": page, "size": 100, "Coworker_Active": "true"},
        auth=AUTH,
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["Records"]


if __name__ == "__main__":
    with open("desks_<<date>>.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for c in coworkers():
            w.writerow([c["FullName"], c["Email"], c.get("DeskName") or "hot desk"])
''',
    cred="pw_sq",
    syntax="py",
)

F.reg(
    "nbo_cowork_mpesa_daraja_stk_dotenv",
    ("billing/.env", "apps/<<org>>-billing/.env.production"),
    """# M-Pesa Daraja (STK push for day passes), live since <<date>>
MPESA_ENV=production
MPESA_SHORTCODE=<<short>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
NEXUDUS_WEBHOOK=https://spaces.nexudus.com/api/webhooks/<<nn>>
""",
    cred="hex:64",
    extra=lambda r, s: {
        "short": r.randint(174000, 999999),
        "ckey": alnum(r, 48),
        "csec": alnum(r, 16),
    },
)

F.reg(
    "nbo_cowork_kiswahili_whatsapp_nenosiri_wageni",
    ("WhatsApp Chat with <<org>> Community Team.txt", "exports/whatsapp/community_<<mo>><<d>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<t1>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<d>>/<<mo>>/<<y>>, <<t2>> - <<fn>> <<ln>>: Habari team, router ya floor ya <<n>> imebadilishwa leo asubuhi
<<d>>/<<mo>>/<<y>>, <<t3>> - <<fn2>> <<ln2>>: Sawa. Jina la WiFi ya wageni ni bado <<org>>-Guest?
<<d>>/<<mo>>/<<y>>, <<t4>> - <<fn>> <<ln>>: Ndio. Nenosiri mpya ni <<cred>>
<<d>>/<<mo>>/<<y>>, <<t5>> - <<fn>> <<ln>>: Msiweke kwa ile notice board ya reception tafadhali, wapeane kwa mdomo tu 🙏
<<d>>/<<mo>>/<<y>>, <<t6>> - <<fn2>> <<ln2>>: Poa, nimeelewa. Nitaambia wale wa event ya jioni
""",
    cred="human",
)

F.reg(
    "nbo_cowork_mikrotik_guest_hotspot_rsc_export",
    ("network/mikrotik-<<org>>-<<date>>.rsc", "backups/routeros/hap-ax2-floor<<n>>.rsc"),
    """# <<date>> <<hh>>:<<mi>>:07 by RouterOS 7.14.3
# software id = <<sid>>
#
# model = C52iG-5HaxD2HaxD
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-members passphrase=<<mpsk>>
add authentication-types=wpa2-psk name=sec-guest passphrase=<<guest>>
/interface wifi
set [ find default-name=wifi1 ] configuration.ssid=<<org>>-Members security=sec-members
add master-interface=wifi1 name=wifi-guest configuration.ssid=<<org>>-Guest security=sec-guest
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 login-by=http-chap name=hsprof-daypass
/ip hotspot user
add name=daypass profile=default password=<<cred>> limit-uptime=10h
/user
add group=full name=<<fa>> password=<<upw>>
/system identity
set name=<<org>>-core
""",
    cred="pw_bare",
    extra=lambda r, s: {
        "sid": f"{alnum(r, 4).upper()}-{alnum(r, 4).upper()}",
        "mpsk": F.human(r, True),
        "guest": F.human(r, True),
        "upw": F.human(r, True),
    },
)

F.reg(
    "nbo_cowork_papercut_printer_handover_email",
    ("mail/handover_printers_<<date>>.eml", "Inbox/Re_ printers and papercut.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Re: printers and PaperCut before I go on leave
Date: Mon, <<d>> Mar <<y>> <<hh>>:<<mi>>:12 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Jambo <<fn2>>,

As promised, the printing bits for while I'm away:

- PaperCut MF admin: http://<<ip>>:9191/admin  user: admin
- password: <<cred>>
- the Kyocera on floor <<n>> jams if you print from the Mac app, tell members to use the web print page
- top-ups are billed through Nexudus (Products > Print credit), don't do them by hand

Asante sana, see you on the <<nn>>th.
<<fn>>
""",
    cred="human",
)

F.reg(
    "nbo_cowork_kisi_door_unlock_node",
    ("door-access/unlock.js", "tools/kisi/<<org>>-unlock.mjs"),
    """// Unlocks the main door for booked meeting-room guests (called from the Nexudus webhook)
import fetch from "node-fetch";

const KISI_API_KEY = "<<cred>>";
const LOCK_IDS = { main: <<lock>>, roof: <<lock2>> };

export async function unlock(door = "main") {
  const res = await fetch(`https://api.kisi.io/locks/${LOCK_IDS[door]}/unlock`, {
    method: "POST",
    headers: { Authorization: `KISI-LOGIN ${KISI_API_KEY}`, "Content-Type": "application/json" },
  });
  if (!res.ok) throw new Error(`kisi ${res.status}`);
  return res.json();
}
""",
    cred="hex:32",
    syntax="",
    extra=lambda r, s: {"lock": r.randint(10000, 99999), "lock2": r.randint(10000, 99999)},
)


def _members_csv(s: dict[str, object]) -> str:
    rows = ["FullName,Email,Team,Plan,WifiUser,WifiPassword,Desk"]
    rows += [
        f"{p},{q}@{s['dom']},{t},Dedicated desk,{u},{w},D-{k}" for p, q, t, u, w, k in s["rows"]
    ]
    return "\n".join(rows) + "\n"


def _rows(r, s):
    rows = []
    for i in range(4):
        (fn, fa), (ln, la) = r.choice(F.first), r.choice(F.last)
        pw = s["cred"] if i == s["at"] else F.human(r, True)
        rows.append(
            (
                f"{fn} {ln}",
                f"{fa}.{la}",
                r.choice(("Tujenge Ltd", "Safi Analytics", "Jiko Labs", "-")),
                f"{fa}{r.randint(1, 99)}",
                pw,
                r.randint(1, 60),
            )
        )
    return {"rows": rows}


F.reg(
    "nbo_cowork_nexudus_coworkers_csv_wifi_column",
    ("exports/coworkers_<<date>>.csv", "Downloads/Coworkers (<<nn>>).csv"),
    _members_csv,
    cred="human_x",
    extra=lambda r, s: _rows(r, {**s, "at": r.randrange(4)}),
)

F.reg(
    "nbo_cowork_sms_backup_reply_value_only",
    ("sms/sms-<<y>><<mo>><<d>><<hh>><<mi>>.xml", "SMSBackupRestore/sms-<<date>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on <<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:40-->
<smses count="3" backup_set="<<uid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="+254<<tel>>" date="<<ts>>111" type="2" subject="null" body="Boss nimesahau password ya admin ya printer tena 😅" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>> Mar <<y>> <<hh>>:<<mi>>:02" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="+254<<tel>>" date="<<ts>>222" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ts>>200" sub_id="1" readable_date="<<d>> Mar <<y>> <<hh>>:<<mi>>:41" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="+254<<tel>>" date="<<ts>>333" type="2" subject="null" body="Asante!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>> Mar <<y>> <<hh>>:<<mi>>:55" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    cred="human_x",
    extra=lambda r, s: {
        "uid": f"{hexs(r, 8)}-{hexs(r, 4)}-4{hexs(r, 3)}-a{hexs(r, 3)}-{hexs(r, 12)}",
        "ts": r.randint(1735000000, 1790000000),
        "tel": r.randint(700000000, 799999999),
    },
)
