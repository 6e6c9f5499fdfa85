# ruff: noqa: E501
"""Family p: a colla castellera (human-tower team) in Reus, Catalonia, Spain (Catalan)."""

from __future__ import annotations

import json
import random
import re
import urllib.parse

from fiftyeighth_spec import Fam, alnum, enc_url, pw_with

F = Fam(
    "colla_castellera_reus",
    ("collatorredor",),
    "cat",
    ("jordi", "montse", "pau", "nuria", "oriol", "laia", "marc", "mireia", "arnau", "roser"),
    ("puig", "vila", "soler", "ferrer", "casals", "roca", "pujol", "bosch"),
    (
        "pinya",
        "enxaneta",
        "folre",
        "manilles",
        "faixa",
        "gralla",
        "tronc",
        "aleta",
        "diada",
        "pilar",
        "vermut",
        "mercadal",
    ),
    ("trufa", "pipa", "nit", "bruna", "rufus", "lluna"),
    ("estiu", "hivern", "tardor", "primavera"),
    "+34",
    "Reus",
)

F.reg(
    "colla_whatsapp_ios_contrasenya_instagram",
    ("WhatsApp Chat - Junta Colla <<year>>/_chat.txt", "xats/junta_<<date>>.txt"),
    "[<<dmys>>, <<time>>:02] <<fname>> <<lname>>: Algú té la contrasenya de l'Instagram de la colla? Vull penjar el 4de8 de diumenge 💪\n"
    "[<<dmys>>, <<time2>>:30] <<fname2>>: usuari @<<org>>\n[<<dmys>>, <<time2>>:31] <<fname2>>: contrasenya <<cred>>\n"
    "[<<dmys>>, <<time2>>:55] <<fname>> <<lname>>: gràcies!! visca la colla\n",
    cred="human",
)


def _dj_key(rng: random.Random) -> str:
    return alnum(rng, 50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)")


F.reg(
    "colla_gestio_socis_django_settings_key",
    ("gestio-socis/colla/settings_<<n>>.py", "app-assajos-<<year>>/config/settings.py"),
    '"""Gestió de socis i assistència als assajos."""\n\nfrom pathlib import Path\n\nBASE_DIR = Path(__file__).resolve().parent.parent\n\n'
    "SECRET_KEY = '<<cred>>'\n\nDEBUG = False\nALLOWED_HOSTS = ['socis.<<dom>>']\nLANGUAGE_CODE = 'ca'\nTIME_ZONE = 'Europe/Madrid'\n\n"
    "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.sqlite3',\n        'NAME': BASE_DIR / 'db.sqlite3',\n    }\n}\n",
    cred=_dj_key,
)

F.reg(
    "colla_botiga_samarretes_redsys_clau_php",
    ("botiga/config/redsys_<<n>>.php", "web-colla-<<year>>/botiga/tpv.php"),
    "<?php\n// TPV virtual (Redsys) - botiga de samarretes i faixes\n$redsys = [\n    'merchant_code' => '3<<num>><<num>>',\n    'terminal'      => '1',\n"
    "    'currency'      => '978',\n    'secret_key'    => '<<cred>>',\n    'url_ok'        => 'https://<<dom>>/botiga/ok',\n    'environment'   => 'live',\n];\n",
    cred="b64:24",
    syntax="",
)

F.reg(
    "colla_acta_junta_contrasenya_banca_online",
    ("Actes/acta_junta_<<date>>.txt", "junta/actes/<<year>>/acta_<<mo>>.txt"),
    "ACTA DE LA REUNIÓ DE JUNTA\nData: <<dmy>>\nAssistents: <<fname>> <<lname>> (cap de colla), <<fname2>> Soler (tresorera), president i 4 membres\n\n"
    "1. Balanç de la Diada de Sant Pere.\n2. Tresoreria: la banca en línia de la colla (Caixa d'Enginyers) passa a la nova tresorera.\n"
    "   Usuari: <<user>> / Contrasenya: <<cred>> (s'ha de canviar al primer accés).\n3. Precs i preguntes.\n",
    cred="human",
)


def _bw(s: dict) -> str:
    doc = {
        "encrypted": False,
        "collections": [
            {"id": s["uuid"], "organizationId": s["uuid"][::-1], "name": "Comunicació"}
        ],
        "items": [
            {
                "id": s["uuid"][:-4] + "a1b2",
                "organizationId": s["uuid"][::-1],
                "folderId": None,
                "type": 1,
                "name": "Canva colla",
                "notes": "Compte compartit de la comissió de comunicació",
                "favorite": False,
                "login": {
                    "uris": [{"match": None, "uri": "https://www.canva.com/login"}],
                    "username": f"comunicacio@{s['dom']}",
                    "password": s["cred"],
                    "totp": None,
                },
                "collectionIds": [s["uuid"]],
            }
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "colla_bitwarden_org_vault_unencrypted_json",
    ("bitwarden_org_export_<<year>><<mo>><<d>>.json", "comunicacio/backup_vault_<<n>>.json"),
    _bw,
    cred="human",
)

F.reg(
    "colla_wp_cli_user_create_bash_history",
    ("servidor-web/root/.bash_history", "vps_<<date>>/home/<<first>>/.bash_history"),
    "cd /var/www/<<org>>\nwp plugin update --all\n"
    "wp user create <<first>> <<first>>@<<dom>> --role=editor --user_pass=<<cred>> --display_name='<<fname>> <<lname>>'\n"
    "wp cache flush\nexit\n",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "colla_assaig_projector_autologon_reg",
    ("PC_local_assaig/autologon_<<n>>.reg", "local_colla_<<year>>/winlogon.reg"),
    "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
    '"AutoAdminLogon"="1"\n"DefaultUserName"="assaig"\n"DefaultPassword"="<<cred>>"\n"DefaultDomainName"="LOCAL-COLLA"\n',
    cred="human_x",
    syntax="",
)


def _gc_pw(rng: random.Random) -> str:
    return pw_with(rng, "@#%&+/:?", sym="!*-_.")


def _gc_decode(text: str) -> str:
    m = re.search(r"https://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "colla_web_git_credentials_percent_encoded",
    ("home/<<first>>/.git-credentials", "portatil-web_<<date>>/.git-credentials"),
    lambda s: f"https://{s['first']}:{enc_url(s['cred'])}@git.{s['dom']}\n",
    cred=_gc_pw,
    syntax="",
    decode=_gc_decode,
)
