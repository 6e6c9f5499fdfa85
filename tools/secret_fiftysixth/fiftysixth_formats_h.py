"""Family h: security consultants (pentesters) in Lyon, France (French)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import re

from fiftysixth_spec import Fam, alnum, hexs

FAM = Fam(
    "lyon_pentest_consultants",
    "lyaudit",
    ("rhonesecu", "canutsec", "fourviereaudit", "saonecyber"),
    "fr",
    (
        ("Camille", "camille"),
        ("Julien", "julien"),
        ("Élodie", "elodie"),
        ("Maxime", "maxime"),
        ("Chloé", "chloe"),
        ("Thibault", "thibault"),
        ("Inès", "ines"),
    ),
    (
        ("Moreau", "moreau"),
        ("Girard", "girard"),
        ("Lefèvre", "lefevre"),
        ("Bonnet", "bonnet"),
        ("Rousseau", "rousseau"),
        ("Fournier", "fournier"),
    ),
    (
        "fourviere",
        "bouchon",
        "quenelle",
        "canut",
        "croixrousse",
        "saone",
        "rhone",
        "gones",
        "ete",
        "hiver",
        "printemps",
        "automne",
        "soleil",
        "lumiere",
        "olympique",
        "traboule",
        "bellecour",
        "guignol",
        "praline",
        "confluence",
    ),
    ("filou", "minou", "pirate", "noisette", "caramel", "oscar"),
    "Lyon",
    "+33 4",
)


def _burp(s):
    obj = {
        "user_options": {
            "connections": {
                "upstream_proxy": {
                    "servers": [
                        {
                            "destination_host": "*",
                            "enabled": True,
                            "proxy_host": f"proxy.{s['client']}.fr",
                            "proxy_port": 8080,
                            "authentication_type": "basic",
                            "username": f"{s['client']}\\ext-{s['user']}",
                            "password": s["cred"],
                        }
                    ],
                    "use_user_options": True,
                },
                "socks_proxy": {"use_proxy": False, "host": "", "port": 0},
            },
            "display": {"user_interface": {"look_and_feel": "Dark"}},
        }
    }
    return json.dumps(obj, indent=4) + "\n"


FAM.reg(
    "burp_user_options_json_upstream_proxy_password",
    (
        "missions/<<client>>-<<year>>/burp/user-options.json",
        "<<user>>/burp-configs/<<client>>.json",
    ),
    _burp,
    "pw_json",
    extra=lambda rng, s: s.update(
        client=rng.choice(
            (
                "mutuelle-rhone",
                "transports-saone",
                "clinique-ainay",
                "banque-brotteaux",
                "region-ara",
            )
        )
    ),
)

FAM.reg(
    "rapport_markdown_comptes_compromis_tableau",
    (
        "missions/<<client>>-<<year>>/rapport/04-resultats.md",
        "rapports/<<client>>/brouillon-<<date>>.md",
    ),
    """## 4.3 Comptes compromis

Lors de la phase interne, l'attaque Kerberoasting a permis de récupérer le ticket du compte de service
`svc_sql` ; le mot de passe a été cassé en moins de 10 minutes avec hashcat (règle `best64`).

| Compte | Méthode | Mot de passe | Privilèges |
|---|---|---|---|
| `<<client_short>>\\svc_sql` | Kerberoasting + hashcat | `<<cred>>` | Admin local sur 14 serveurs |
| `<<client_short>>\\<<user>>` | Password spraying | *(masqué à la demande du client)* | Utilisateur |

**Recommandation :** imposer des mots de passe de 25 caractères minimum aux comptes de service (gMSA).
""",
    "human",
    syntax="",
    extra=lambda rng, s: s.update(
        client=rng.choice(("mutuelle-rhone", "transports-saone", "clinique-ainay", "region-ara")),
        client_short=rng.choice(("MUTRH", "TSAONE", "CLINAI", "ARA")),
    ),
)


def _httpie(s):
    obj = {
        "__meta__": {
            "about": "HTTPie session file",
            "help": "https://httpie.io/docs#sessions",
            "httpie": "3.2.2",
        },
        "auth": {"raw_auth": f"{s['auser']}:{s['cred']}", "type": "basic"},
        "cookies": [],
        "headers": [{"name": "User-Agent", "value": "HTTPie/3.2.2"}],
    }
    return json.dumps(obj, indent=4) + "\n"


FAM.reg(
    "httpie_session_json_basic_raw_auth",
    (
        "home/<<user>>/.config/httpie/sessions/api.<<client>>.fr/audit.json",
        "missions/<<client>>/httpie/<<word>>.json",
    ),
    _httpie,
    "pw_json",
    extra=lambda rng, s: s.update(
        client=rng.choice(("mutuelle-rhone", "transports-saone", "clinique-ainay")),
        auser=rng.choice(("pentest01", "audit_ext", "recette-api")),
    ),
)


def _curl_decode(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1] if m else ""


def _curl_extra(rng, s):
    s["basic"] = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()


FAM.reg(
    "bash_history_curl_basic_header_base64",
    ("kali-<<user>>/root/.bash_history", "missions/<<word>>-<<year>>/logs/bash_history"),
    """nmap -sV -p- --min-rate 5000 <<ip>> -oA scans/full
feroxbuster -u https://intranet.<<dom>> -w /usr/share/seclists/Discovery/Web-Content/raft-medium-words.txt
curl -sk https://intranet.<<dom>>/api/v1/users -H 'Authorization: Basic <<basic>>' | jq .
curl -sk https://intranet.<<dom>>/api/v1/users/1 -X PUT -d '{"role":"admin"}' -H 'Content-Type: application/json'
proxychains -q nxc smb <<ip>> -u <<user>> -H :<<nt>>
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: (_curl_extra(rng, s), s.update(nt=hexs(rng, 32))),
    decode=_curl_decode,
)

FAM.reg(
    "subfinder_provider_config_yaml_shodan",
    (
        "home/<<user>>/.config/subfinder/provider-config.yaml",
        "outils/recon-<<user>>/provider-config.yaml",
    ),
    """bevigil: []
binaryedge: []
censys:
  - <<uuid>>:<<cs>>
chaos: []
github:
  - <<ghp>>
securitytrails:
  - <<st>>
shodan:
  - <<cred>>
virustotal: []
""",
    "alnum:32",
    extra=lambda rng, s: s.update(
        cs=alnum(rng, 32), st=alnum(rng, 32), ghp="ghp_" + alnum(rng, 36)
    ),
)

FAM.reg(
    "keepass_export_csv_vpn_entry",
    ("missions/<<client>>/export-keepass-<<date>>.csv", "tmp/<<user>>/keepass_export.csv"),
    """"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Missions/<<client>>","VPN <<client>>","ext-<<user>>","<<cred>>","https://vpn.<<client>>.fr","Accès fourni par le RSSI, valable jusqu'à fin <<year>>","","0","<<date>>T09:14:02Z","<<date>>T09:14:02Z"
"Missions/<<client>>","Compte de test AD","<<client_short>>\\\\pentest01","voir fiche mission","","","","0","<<date>>T09:20:44Z","<<date>>T09:20:44Z"
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: s.update(
        client=rng.choice(("mutuelle-rhone", "transports-saone", "clinique-ainay", "region-ara")),
        client_short=rng.choice(("MUTRH", "TSAONE", "CLINAI")),
    ),
)


def _potfile(s):
    return (
        f"{s['h1']}:Soleil2019\n"
        f"$krb5tgs$23$*svc_sql$CLIENT.LOCAL$MSSQLSvc/sql01.client.local:1433*${s['h2']}${s['h3']}:{s['cred']}\n"
        f"{s['h4']}:Bellecour69!\n"
    )


FAM.reg(
    "hashcat_potfile_kerberoast_cracked",
    (
        "home/<<user>>/.local/share/hashcat/hashcat.potfile",
        "missions/<<word>>-<<year>>/cracking/hashcat.potfile",
    ),
    _potfile,
    "human",
    syntax="",
    extra=lambda rng, s: s.update(
        h1=hexs(rng, 32), h2=hexs(rng, 32), h3=hexs(rng, 256), h4=hexs(rng, 32)
    ),
)

FAM.reg(
    "eml_french_identifiants_vpn_mot_de_passe",
    (
        "missions/<<client>>/mails/identifiants-vpn.eml",
        "<<user>>/Maildir/cur/<<ts>>.M<<n3>>P<<n>>.eml",
    ),
    """Return-Path: <rssi@<<client>>.fr>
From: =?UTF-8?Q?RSSI_<<client>>?= <rssi@<<client>>.fr>
To: <<email>>
Subject: =?UTF-8?Q?Acc=C3=A8s_VPN_pour_l'audit?=
Date: Mon, <<day>> Mar <<year>> 09:41:12 +0100
Message-ID: <<<uuid>>@<<client>>.fr>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour <<first>>,

Comme convenu, voici vos identifiants pour le test d'intrusion interne :

  Passerelle : vpn.<<client>>.fr (FortiClient)
  Identifiant : ext-<<user>>
  Mot de passe : <<cred>>

Le compte sera désactivé à la fin de la mission. Merci de ne pas le transmettre.

Cordialement,
Le RSSI
""",
    "human",
    syntax="",
    extra=lambda rng, s: s.update(
        client=rng.choice(("mutuelle-rhone", "transports-saone", "clinique-ainay", "region-ara"))
    ),
)
