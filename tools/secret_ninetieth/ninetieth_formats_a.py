# ruff: noqa: E501
"""Family a: a law firm (advocates' chambers) in Nairobi, Kenya: English and Swahili."""

from __future__ import annotations

from ninetieth_spec import Fam, alnum

FAM = Fam(
    name="wakili_advocates_chambers",
    orgs=(
        ("mwangikariuki", "Mwangi Kariuki & Co. Advocates"),
        ("ochiengadvocates", "Ochieng, Wekesa & Associates"),
        ("hakichambers", "Haki Chambers LLP"),
    ),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kiprotich", "kiprotich"),
        ("Njeri", "njeri"),
        ("Amina", "amina"),
        ("Barasa", "barasa"),
        ("Wafula", "wafula"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mwangi", "mwangi"),
        ("Wekesa", "wekesa"),
        ("Kariuki", "kariuki"),
        ("Onyango", "onyango"),
        ("Chebet", "chebet"),
        ("Mutua", "mutua"),
    ),
    words=(
        "simba",
        "tembo",
        "rafiki",
        "haki",
        "sheria",
        "mahakama",
        "nyota",
        "upendo",
        "amani",
        "baraka",
        "kilima",
        "pwani",
        "twiga",
        "ndovu",
        "jamhuri",
        "uhuru",
        "chai",
        "kesho",
        "mvua",
    ),
    pets=("simba", "bosco", "duma", "tiny", "jimmy", "rex"),
    towns=("nairobi", "mombasa", "kisumu", "nakuru", "eldoret", "thika"),
    cc="+254",
)

FAM.reg(
    "wakili_clio_manage_oauth_dotenv",
    ("<<org>>/clio-sync/.env", "srv/<<org>>-integrations/clio/.env.production"),
    """# Clio Manage -> matter sync (<<orgname>>)
# registered by <<fa>>.<<la>> on <<date>>, app "Matter Sync Nairobi"
CLIO_REGION=eu
CLIO_BASE_URL=https://eu.app.clio.com
CLIO_CLIENT_ID=<<cid>>
CLIO_CLIENT_SECRET=<<cred>>
CLIO_REDIRECT_URI=https://intranet.<<dom>>/clio/callback
DMS_ROOT=\\\\<<host>>\\matters
SYNC_INTERVAL_MIN=15
""",
    "p:clio",
    extra=lambda rng, s: {"cid": alnum(rng, 40)},
)

FAM.reg(
    "wakili_swahili_whatsapp_nenosiri_efiling",
    ("WhatsApp Chat with <<fc2>> Karani.txt", "chats/whatsapp_<<fa2>>_<<y>>.txt"),
    """<<dmys>>, <<hm>> - <<fc>> <<la>>: Habari <<fc2>>, umefika Milimani?
<<dmys>>, <<hm>> - <<fc2>> <<la2>>: Niko hapa registry, foleni ni ndefu sana 😩
<<dmys>>, <<hm>> - <<fc2>> <<la2>>: Portal ya e-filing imeniuliza login tena, nenosiri ni gani?
<<dmys>>, <<hm2>> - <<fc>> <<la>>: Username ni <<login>>@<<dom>>
<<dmys>>, <<hm2>> - <<fc>> <<la>>: Nenosiri: <<cred>>
<<dmys>>, <<hm2>> - <<fc>> <<la>>: Usiibadilishe tafadhali, wakili mkuu anaitumia pia
<<dmys>>, <<hm2>> - <<fc2>> <<la2>>: Sawa asante, nimeingia ✅ nitalipa filing fees kwa M-Pesa
""",
    "human",
)

FAM.reg(
    "wakili_mpesa_daraja_stk_push_php",
    ("<<org>>-portal/app/config/mpesa.php", "var/www/pay.<<dom>>/config/daraja.php"),
    """<?php
// Safaricom Daraja (Lipa na M-Pesa Online) - client deposits for <<orgname>>
return [
    'env'             => 'production',
    'shortcode'       => '<<n6>>',
    'consumer_key'    => '<<ck>>',
    'consumer_secret' => '<<cs>>',
    'passkey'         => '<<cred>>',
    'callback_url'    => 'https://pay.<<dom>>/mpesa/stk/callback',
    'account_ref'     => 'FEE-DEPOSIT',
];
""",
    "p:daraja_passkey",
    extra=lambda rng, s: {
        "ck": alnum(rng, 48),
        "cs": alnum(rng, 64),
    },
)

FAM.reg(
    "wakili_kra_itax_handover_note_md",
    ("handover/<<fa>>_handover_<<date>>.md", "Admin/Handover - <<fc>> <<lc>>.md"),
    """# Handover – <<fc>> <<lc>> (kuanzia <<dmy>>)

Kazi za ofisi wakati niko likizo / while I am on leave:

1. **KRA iTax** – firm PIN P0<<n6>><<n3>>Q, filing of monthly PAYE by the 9th
   - login: P0<<n6>><<n3>>Q
   - password: <<cred>>
2. Court e-filing – use your own account, ask <<fc2>> for the firm wallet top-up.
3. NSSF / SHIF remittances – bank portal, token iko kwa drawer ya accounts.
4. Clio – timesheets ziwe zimeingizwa kila Ijumaa.

Asante sana, <<fa>>
""",
    "human",
)

FAM.reg(
    "wakili_netdocuments_rest_python_client",
    ("<<org>>/scripts/nd_export_<<fa>>.py", "<<org>>-it/tools/netdocuments_sync.py"),
    '''"""Export closed matters from NetDocuments to the archive share (<<orgname>>)."""

import requests

ND_BASE = "https://api.eu.netdocuments.com/v1"
CLIENT_ID = "AP-<<hex8>>"
CLIENT_SECRET = "<<cred>>"
REPO = "CA-<<n4>>-<<n3>>"


def token() -> str:
    r = requests.post(
        "https://api.eu.netdocuments.com/v1/OAuth",
        data={"grant_type": "client_credentials", "scope": "read"},
        auth=(f"{CLIENT_ID}|{REPO}", CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


if __name__ == "__main__":
    print(token()[:8], "...")
''',
    "p:netdocs",
)

FAM.reg(
    "wakili_ricoh_scanner_smb_address_book_xml",
    ("scanner/ricoh_addressbook_<<date>>.xml", "devices/mfp-reception/addressbook.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<addressBook model="RICOH IM C3000" exported="<<date>>T<<hm>>:00">
  <entry index="1" name="Scans Reception" kind="folder">
    <folder protocol="SMB" path="\\\\<<ip>>\\scans\\reception" user="<<org>>\\scanner" password="<<cred>>"/>
  </entry>
  <entry index="2" name="<<fc>> <<lc>>" kind="email">
    <email address="<<email>>"/>
  </entry>
</addressBook>
""",
    "pw_xml",
)

FAM.reg(
    "wakili_case_db_mysqldump_bash_history",
    ("<<org>>-casedb/home/<<login>>/.bash_history", "<<host>>/root/.bash_history"),
    """cd /var/backups/casedb
ls -lh
df -h /var/backups
mysqldump -h <<ip>> -u casedb_backup -p'<<cred>>' --single-transaction wakili_cases | gzip > cases_<<date>>.sql.gz
ls -lh
rsync -av cases_<<date>>.sql.gz backup@<<ip2>>:/volume1/casedb/
exit
""",
    "pw_sq",
)

FAM.reg(
    "wakili_court_diary_ics_efiling_login",
    ("calendar/court_diary_<<y>>.ics", "exports/<<fa>>_diary.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Clio//Calendar Export//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<y>><<mo>><<d>>T060000Z
DTSTART:<<y>><<mo>><<d>>T063000Z
SUMMARY:Mention - ELC Case No. E<<n3>> of <<y>> (Milimani)
LOCATION:Milimani Law Courts\\, Court 4
DESCRIPTION:Virtual link on the e-filing portal. Firm login <<login>> / <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)
