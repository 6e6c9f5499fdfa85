# ruff: noqa: E501
"""Family j: fujara (overtone shepherd's flute) makers of Podpoľanie, Slovakia."""

from __future__ import annotations

from fortyfourth_spec import Fam, ipynb, mail

F = Fam(
    "fujara_overtone_podpolianie",
    "fujara",
    ("fujarydetva", "pastierskapisto", "polanafujary", "hrochotskefujary", "zvolenpisto"),
    "sk",
    ("jozef", "maria", "jan", "zuzana", "milan", "katarina", "stefan", "anna"),
    ("kovac", "hudec", "balaz", "sliacky", "moravcik", "urban", "gombar", "krajci"),
    (
        "fujara",
        "podpolanie",
        "detva",
        "pastier",
        "bazovy",
        "koncovka",
        "salas",
        "polana",
        "vatra",
        "frujarik",
    ),
    ("zima", "leto", "jesen", "jar"),
    ("dunco", "bodka", "brisko", "lord", "cigi"),
    "421",
)

F.reg(
    "slovak_whatsapp_heslo_eshop",
    ("chats/WhatsApp Chat s <<fname>>.txt", "zaloha/<<org>>/WhatsApp Chat - Fujary dielna.txt"),
    """[<<date_dmy>> <<time>>:<<sec>>] <<fname>>: Ahoj, aké je heslo do eshopu? Treba pridať nové fujary z bazy
[<<date_dmy>> <<time2>>:<<sec>>] Zuzana Hudec: meno: admin
[<<date_dmy>> <<time2>>:<<sec>>] Zuzana Hudec: heslo: <<cred>>
[<<date_dmy>> <<time2>>:<<sec>>] <<fname>>: Vďaka!
""",
    "human",
)

F.reg(
    "tuner_app_gradle_signing_properties",
    ("ladicka/keystore.properties", "<<org>>-tuner/android/key.properties"),
    """storeFile=../keys/fujara-tuner.jks
storePassword=<<cred>>
keyAlias=fujara
keyPassword=<<cred>>
""",
    "human_x",
)

F.reg(
    "recordings_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<user>>/.davfs2/secrets"),
    """# davfs2 secrets file
# mount point / URL     username    password
https://cloud.<<dom>>/remote.php/dav/files/<<user>>/   <<user>>   <<cred>>
""",
    "pw_bare",
)

F.reg(
    "ekasa_client_keystore_properties",
    ("ekasa/client.properties", "<<org>>/pokladna/ekasa.properties"),
    """# eKasa klient - Finančná správa SR
ekasa.dic=20<<nnn>><<nnn>><<nnn>>
ekasa.kod.pokladne=8<<nnn>><<nnn>><<nnn>><<nnn>><<n>>
ekasa.keystore=/opt/ekasa/<<org>>.xml
ekasa.keystore.heslo=<<cred>>
ekasa.url=https://ekasa.financnasprava.sk/
""",
    "pw",
)

F.reg(
    "slovak_email_heslo_fpu_grant_portal",
    ("posta/<<user>>/Odoslane/<<id8>>.eml", "<<org>>/mail/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"projekty@{s['dom']}",
        "Prístup na portál FPU - žiadosť o grant",
        f"""Dobrý deň, pani {s["lname"].capitalize()}ová,

posielam prístup k nášmu účtu na portáli Fondu na podporu umenia, aby ste mohli dokončiť žiadosť na festival fujary:

Používateľ: {s["email"]}
Heslo: {s["cred"]}

S pozdravom
{s["fname"]} {s["lname"]}
""",
        lang="sk",
    ),
    "human",
)

F.reg(
    "openvpn_auth_user_pass_txt",
    ("etc/openvpn/client/auth.txt", "home/<<user>>/vpn/<<org>>-auth.txt"),
    """<<user>>
<<cred>>
""",
    "pw_bare",
)

F.reg(
    "newsletter_sendgrid_env",
    ("newsletter/.env", "<<org>>-web/.env"),
    """NEWSLETTER_FROM=info@<<dom>>
SENDGRID_API_KEY=<<cred>>
LIST_ID=<<uuid>>
""",
    "p:sendgrid",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", "## Prepis nahrávok fujary (Whisper)", ""),
            (
                "code",
                f'import os\nos.environ["HF_TOKEN"] = "{s["cred"]}"\nfrom huggingface_hub import login\nlogin(os.environ["HF_TOKEN"])',
                "Token is valid (permission: write).\nLogin successful",
            ),
            (
                "code",
                'from transformers import pipeline\nasr = pipeline("automatic-speech-recognition", model="openai/whisper-small")\nasr("nahravky/detva_01.wav")["text"]',
                "",
            ),
        ]
    )


F.reg(
    "recordings_ipynb_hf_token",
    ("nahravky/prepis.ipynb", "<<org>>/notebooks/whisper_<<year>>.ipynb"),
    _nb,
    "p:hf",
)
