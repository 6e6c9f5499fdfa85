"""Family b: a French inter-municipal water utility (régie des eaux) and its remote telemetry."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from fiftythird_spec import Fam, after, dec_qp, enc_qp, gen_pw, hexs

B = Fam(
    "regie_eaux_telegestion",
    orgs=("eaux-valcluse", "syndicat-aquaroc", "regie-eaux-vercors"),
    tld="fr",
    people=(
        ("Sébastien", "Garnier", "sebastien", "garnier"),
        ("Hélène", "Roussel", "helene", "roussel"),
        ("Karim", "Benali", "karim", "benali"),
        ("Élodie", "Marchand", "elodie", "marchand"),
        ("Thierry", "Lefèvre", "thierry", "lefevre"),
        ("Nadia", "Bouchard", "nadia", "bouchard"),
        ("Fabrice", "Chevallier", "fabrice", "chevallier"),
    ),
    words=(
        "reservoir",
        "forage",
        "captage",
        "pompage",
        "chateau",
        "vanne",
        "station",
        "surpresseur",
        "drome",
        "isere",
        "astreinte",
        "chlore",
    ),
    seasons=("printemps", "ete", "automne", "hiver"),
    cc="+33",
    sites=(
        "réservoir des Combes",
        "forage F3 Bellevue",
        "station de pompage du Moulin",
        "STEP de Saint-Martin",
        "surpresseur La Croix",
    ),
)

ACCENTED = (
    "Réservoir",
    "Château",
    "Forêt",
    "Rivière",
    "Épuration",
    "Côte",
    "Fontaine-Été",
    "Vallée",
    "Crête",
    "Pâture",
)


def _accent_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(ACCENTED)
    return rng.choice(
        (
            f"{w}{rng.randint(2019, 2026)}!",
            f"{w}#{rng.randint(10, 99)}",
            f"{rng.randint(1, 9)}{w}.{rng.randint(10, 99)}",
        )
    )


def _qp_mail(s: dict) -> str:
    body = f"""Bonjour à tous,

Suite au changement de prestataire, l'accès au portail de télégestion (PCWin / supervision
des postes locaux) a été réinitialisé ce matin. Voici les nouveaux identifiants pour l'équipe
d'astreinte :

Adresse : https://telegestion.{s["dom"]}/
Identifiant : astreinte.{s["n2"]}
Mot de passe : {s["cred"]}

Merci de ne pas le transférer en dehors du service. Le mot de passe sera changé à la fin
de l'été.

Cordialement,
{s["fn"]} {s["ln"]}
Responsable exploitation – {s["site"]}
"""
    return f"""From: {s["fn"]} {s["ln"]} <{s["email"]}>
To: astreinte@{s["dom"]}
Subject: =?UTF-8?Q?Nouveaux_acc=C3=A8s_t=C3=A9l=C3=A9gestion?=
Date: Mon, {s["dd"]} Sep {s["year"]} 08:41:17 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


def _dec_qp_mail(text: str) -> str:
    body = dec_qp(text.split("\n\n", 1)[1])
    return after(body, "Mot de passe : ")


B.reg(
    "regie_astreinte_mail_quoted_printable_mot_de_passe",
    (
        "messagerie/astreinte/<<date>>_acces_telegestion.eml",
        "Boite/Exploitation/acces_pcwin_<<n3>>.eml",
    ),
    _qp_mail,
    cred=_accent_pw,
    syntax="",
    decode=_dec_qp_mail,
)

B.reg(
    "regie_grafana_ini_admin_supervision",
    ("supervision/grafana/grafana.ini", "etc/grafana/grafana-<<n2>>.ini"),
    """##################### Grafana – supervision réseau d'eau #####################
[server]
protocol = https
http_port = 3000
domain = supervision.<<dom>>
cert_file = /etc/grafana/ssl/supervision.crt
cert_key = /etc/grafana/ssl/supervision.key

[database]
type = postgres
host = <<ip>>:5432
name = grafana
user = grafana
password = $__file{/etc/grafana/db_password}

[security]
admin_user = admin_regie
admin_password = <<cred>>
cookie_secure = true

[auth.anonymous]
enabled = false

[smtp]
enabled = true
host = smtp.<<dom>>:587
from_address = supervision@<<dom>>
""",
    cred="pw",
)


def _node_red_cred(s: dict) -> str:
    return json.dumps(
        {
            s["id1"]: {"user": "nodered_poste", "password": s["cred"]},
            s["id2"]: {"user": "", "password": ""},
        },
        indent=4,
    )


B.reg(
    "regie_node_red_flows_cred_plain_mqtt",
    ("node-red/.node-red/flows_cred.json", "passerelle-<<n2>>/data/flows_cred.json"),
    _node_red_cred,
    cred="pw_json",
    extra=lambda rng, s: {"id1": hexs(rng, 16), "id2": hexs(rng, 16)},
)

B.reg(
    "regie_parc_sim_m2m_apn_csv",
    ("telegestion/parc_SIM_postes_<<year>>.csv", "SIG/inventaire/cartes_sim_<<n2>>.csv"),
    """Poste;Commune;Type RTU;ICCID;MSISDN;APN;Identifiant APN;Mot de passe APN;Remarque
<<site>>;Saint-Martin;Sofrel S4W;8933150<<n5>><<n5>>;+33 7 <<n2>> <<n2>> <<n2>> <<n2>>;m2m.<<org>>.fr;rtu<<n3>>;<<cred>>;APN privé opérateur
Forage F1;Bellevue;Sofrel LS42;8933150<<n5>><<n4>>;+33 7 <<n2>> <<n2>> <<n2>> <<n2>>;m2m.<<org>>.fr;rtu<<n3>>;(idem);
Bâche Les Pins;Autrans;Sofrel S4W;8933150<<n4>><<n5>>;+33 7 <<n2>> <<n2>> <<n2>> <<n2>>;m2m.<<org>>.fr;;;SIM en attente
""",
    cred="pw_alnum",
    syntax="",
)

B.reg(
    "regie_bash_history_psql_historian_url",
    ("home/<<first>>/.bash_history", "srv-histo<<n1>>/root/.bash_history"),
    """cd /opt/historian
systemctl status historian-collector
tail -n 200 /var/log/historian/collector.log
psql "postgresql://histo_admin:<<cred>>@<<ip>>:5432/historian?sslmode=require" -c "select count(*) from mesures where ts > now() - interval '1 day'"
df -h /data
exit
""",
    cred="pw_url",
    syntax="",
)

B.reg(
    "regie_ansible_inventaire_become_password",
    ("ansible/inventaires/production.yml", "infra-ot/ansible/hosts_<<n2>>.yml"),
    """all:
  children:
    supervision:
      hosts:
        scada01.<<dom>>:
          ansible_host: <<ip>>
        histo01.<<dom>>:
          ansible_host: <<ip2>>
      vars:
        ansible_user: exploit
        ansible_become: true
        ansible_become_password: "<<cred>>"
    passerelles:
      hosts:
        gw-<<n2>>.<<dom>>:
          ansible_host: <<ip3>>
""",
    cred="pw_dq",
)

B.reg(
    "regie_main_courante_astreinte_code_superviseur",
    ("astreinte/main_courante_<<year>>_S<<n2>>.txt", "Exploitation/Main courante/<<date>>.txt"),
    """MAIN COURANTE ASTREINTE – semaine <<n2>>
-------------------------------------------------
<<dmy>> <<time>>  Alarme niveau bas <<site>>. Appel <<fn>> <<ln>>.
<<dmy>> <<time2>>  Déplacement sur site, pompe P2 disjonctée, réarmée.
<<dmy>> 23:10  Le poste local ne voulait plus de l'ancien code : le prestataire a remis
               le compte superviseur. Nouveau mot de passe superviseur du poste : <<cred>>
               (à reporter dans le classeur des accès, je n'ai pas eu le temps).
<<dmy>> 23:40  Retour au domicile. RAS.
""",
    cred="human",
    syntax="",
)

B.reg(
    "regie_openvpn_astreinte_auth_user_pass",
    (
        "astreinte/vpn/<<first>>/auth.txt",
        "portable-astreinte-<<n1>>/OpenVPN/config/telegestion-auth.txt",
    ),
    """astreinte-<<last>>
<<cred>>
""",
    cred=lambda rng, s: gen_pw(rng, 16, sym="-_.@"),
    syntax="",
)
