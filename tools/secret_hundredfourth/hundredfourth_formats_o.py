# ruff: noqa: E501
"""Family o: a packaging design studio for beauty brands in Athens, Greece (Greek): Viber,
Figma, Adobe Developer Console, Viva Wallet, FileZilla to the print house, a Synology NAS,
myDATA (AADE) e-books, ACS Courier."""

from __future__ import annotations

import json

from hundredfourth_spec import Fam, viber_csv

FAM = Fam(
    name="syskevasia_athens_beauty_packaging_studio",
    orgs=("koutidesign", "morfipack", "lithosstudio", "etiketadesign"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Δημήτρης", "dimitris"),
        ("Κατερίνα", "katerina"),
        ("Σοφία", "sofia"),
        ("Κώστας", "kostas"),
        ("Αθηνά", "athina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Κωνσταντίνου", "konstantinou"),
        ("Βλάχου", "vlachou"),
        ("Αλεξίου", "alexiou"),
    ),
    words=(
        "thalassa",
        "ilios",
        "elia",
        "agapi",
        "kalimera",
        "olympos",
        "aigaio",
        "meli",
        "fos",
        "kyma",
        "asteri",
        "limani",
        "mastiha",
        "santorini",
        "kafes",
        "filos",
        "plaka",
        "acropoli",
    ),
    pets=("azor", "lucky", "bobos", "mimis", "rex", "lili"),
    cc="+30",
    city="Athina",
    lwords=("Θάλασσα", "Ήλιος", "Αγάπη"),
)

R = FAM.reg

R(
    "syskevasia_viber_csv_kodikos_adobe_account",
    ("Viber/backup/<<fa2>>_<<date>>.csv", "viber_<<org>>_<<nn>>.csv"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=viber_csv(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Καλημέρα! Ποιος είναι ο κωδικός για το Adobe της εταιρείας; Πρέπει να ανοίξω τα dielines για τα κουτιά κρέμας",
                ),
                ("<<fn2>>", "email <<email>>"),
                ("<<fn2>>", "κωδικός <<cred>>"),
                ("<<fn>>", "Ευχαριστώ πολύ!"),
            ],
        )
    ),
)

R(
    "syskevasia_figma_pat_design_tokens_dotenv",
    (".env", "tokens-sync-<<org>>/.env"),
    """# Συγχρονισμός design tokens (χρώματα/τυπογραφία συσκευασιών) από Figma
FIGMA_TOKEN=<<cred>>
FIGMA_FILE_KEY=<<fk>>
OUTPUT_DIR=./tokens/<<org>>
""",
    "p:figma",
    "",
    extra=lambda rng, s: s.update(fk=__import__("hundredfourth_corpus").alnum(rng, 22)),
)


def _adobe(s):
    doc = {
        "project": {
            "id": str(s["nn"]) + "4471",
            "name": f"{s['org']}-packaging-automation",
            "org": {"id": str(s["nn"]), "ims_org_id": f"{s['id8'].upper()}AF6A@AdobeOrg"},
            "workspace": {
                "name": "Production",
                "details": {
                    "credentials": [
                        {
                            "id": "8820",
                            "name": "OAuth Server-to-Server",
                            "integration_type": "oauth_server_to_server",
                            "oauth_server_to_server": {
                                "client_id": s["cid"],
                                "client_secrets": [s["cred"]],
                                "technical_account_email": f"{s['id8']}@techacct.adobe.com",
                                "scopes": ["openid", "AdobeID", "firefly_api", "ff_apis"],
                            },
                        }
                    ]
                },
            },
        }
    }
    return json.dumps(doc, indent=2) + "\n"


R(
    "syskevasia_adobe_developer_console_credentials_json",
    ("adobe/<<nn>>4471-<<org>>-Production.json", "config/adobe_io_<<n>>.json"),
    _adobe,
    "p:adobe",
    extra=lambda rng, s: s.update(cid=__import__("hundredfourth_corpus").hexs(rng, 32)),
)

R(
    "syskevasia_viva_wallet_client_secret_php",
    ("eshop/config/viva.php", "wp-content/plugins/<<org>>-viva/config.php"),
    """<?php
// Viva Wallet Smart Checkout — πληρωμές δειγμάτων συσκευασίας
return [
    'client_id'     => '<<cid>>.apps.vivapayments.com',
    'client_secret' => '<<cred>>',
    'source_code'   => '<<src>>',
    'accounts_url'  => 'https://accounts.vivapayments.com/connect/token',
    'api_url'       => 'https://api.vivapayments.com',
];
""",
    "p:viva",
    "",
    extra=lambda rng, s: s.update(
        cid=__import__("hundredfourth_corpus").alnum(
            rng, 40, "abcdefghijklmnopqrstuvwxyz0123456789"
        ),
        src=rng.randint(1000, 9999),
    ),
)

R(
    "syskevasia_print_house_filezilla_sitemanager",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup_<<fa>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.typografeio-<<n>>.gr</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<org>></User>
      <Pass><<cred>></Pass>
      <Logontype>1</Logontype>
      <PasvMode>MODE_DEFAULT</PasvMode>
      <Name>Τυπογραφείο - τελικά PDF</Name>
      <RemoteDir>1 0 6 uploads</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
)

R(
    "syskevasia_greek_email_mydata_subscription_key",
    ("Αλληλογραφία/Απεσταλμένα/<<nn>>.eml", "mail/sent/mydata_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?bXlEQVRBIM66zrvOtc65zrTOrw==?=
Date: Fri, <<day>> Nov <<year>> <<time>>:09 +0200
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Γεια σου <<fn2>>,

Για τη διασύνδεση του τιμολογιέρου με το myDATA της ΑΑΔΕ:

aade-user-id: <<login>>
Ocp-Apim-Subscription-Key: <<cred>>

Βάλ' τα στις ρυθμίσεις και στείλε ένα δοκιμαστικό παραστατικό.
Ευχαριστώ,
<<fn>>
""",
    "p:mydata",
    "",
)

R(
    "syskevasia_synology_smbclient_bash_history",
    ("home/<<fa>>/.bash_history", "mac-<<fa>>/.zsh_history"),
    """cd ~/Projects/<<org>>
ls -la dielines/
smbclient //<<lan>>/Designs -U studio%<<cred>> -c 'cd Clients; ls'
rsync -av --progress renders/ /Volumes/Designs/Clients/renders/
open -a "Adobe Illustrator" dielines/kouti_kremas_50ml.ai
""",
    "pw_bare",
    "",
)

R(
    "syskevasia_acs_courier_api_yaml",
    ("config/acs.yaml", "shipping/<<org>>_acs_<<n>>.yaml"),
    """# ACS Courier Web Services — αποστολή δειγμάτων σε πελάτες
acs:
  endpoint: "https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest"
  api_key: "<<apikey>>"
  company_id: "<<cid>>"
  company_password: "<<cred>>"
  user_id: "<<login>>"
  billing_code: "2ΑΘ<<n>>"
""",
    "pw_dq",
    extra=lambda rng, s: s.update(
        apikey=__import__("hundredfourth_corpus").hexs(rng, 32),
        cid=f"{rng.randint(100, 999)}0{rng.randint(10, 99)}",
    ),
)
