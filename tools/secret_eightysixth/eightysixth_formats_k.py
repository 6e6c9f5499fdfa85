# ruff: noqa: E501
"""Family k: a farm cider house in the Pays d'Auge, Normandy, France (French)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from eightysixth_spec import Fam, extra_pw_with

F = Fam(
    name="cidrerie_normandy_farm_pressoir",
    orgs=("pressoirauge", "sidrabocage"),
    tld="fr",
    first=(
        ("Camille", "camille"),
        ("Mathieu", "mathieu"),
        ("Élodie", "elodie"),
        ("Guillaume", "guillaume"),
        ("Sophie", "sophie"),
        ("Benoît", "benoit"),
    ),
    last=(
        ("Lefèvre", "lefevre"),
        ("Duval", "duval"),
        ("Lecomte", "lecomte"),
        ("Hébert", "hebert"),
        ("Leroux", "leroux"),
    ),
    words=(
        "pommeau",
        "calvados",
        "cidre",
        "poire",
        "pressoir",
        "verger",
        "bocage",
        "honfleur",
        "domfront",
        "tonneau",
        "normandie",
        "lisieux",
        "camembert",
        "bouteille",
    ),
    pets=("filou", "caramel", "ficelle", "nougat", "pompon"),
    cc="+33",
)

F.reg(
    "cidrerie_french_whatsapp_mot_de_passe_douane_gamma",
    ("WhatsApp/Discussion WhatsApp avec <<fa>>.txt", "chats/cidrerie-<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn2>> <<ln2>>: Il faut faire les DAE pour la livraison de pommeau à Caen, t'as le code GAMMA ?
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn>> <<ln>>: identifiant <<login>> et mdp <<cred>>
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn2>> <<ln2>>: super merci, je m'en occupe 🍏
""",
    "human",
    syntax="",
)


def _xml_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    node = root.find(".//Motdepasse")
    assert node is not None and node.text
    return node.text


F.reg(
    "cidrerie_pressoir_supervision_xml_escaped_motdepasse",
    ("pressoir/supervision.xml", "config/<<org>>-pressoir-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- Pressoir à bande + cuves inox : supervision (automate Schneider M221) -->
<Supervision>
  <Automate adresse="<<ip>>" port="502" />
  <Acces>
    <Utilisateur>cave</Utilisateur>
    <Motdepasse><<penc>></Motdepasse>
  </Acces>
  <Cuve id="<<n>>" contenance="5000" produit="cidre brut" />
</Supervision>
""",
    extra_pw_with("&<>"),
    extra=lambda rng, s: {"penc": escape(str(s["cred"]))},
    decode=_xml_dec,
)

F.reg(
    "cidrerie_payplug_secret_key_prestashop_parameters",
    ("app/config/parameters.php", "boutique-<<org>>-<<n>>/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_name' => 'boutique_cidre',
    'database_prefix' => 'ps_',
    'payplug_secret_key' => '<<cred>>',
    'payplug_mode' => 'LIVE',
    'locale' => 'fr-FR',
  ),
);
""",
    "p:payplug",
    syntax="",
)

F.reg(
    "cidrerie_sumup_api_key_market_stall_python",
    ("marches/sumup_ventes.py", "scripts/<<org>>/sumup_<<n>>.py"),
    '''"""Récupère les ventes SumUp des marchés (Cambremer, Lisieux) pour la compta."""

import requests

SUMUP_API_KEY = "<<cred>>"
MERCHANT = "M<<nn>>Q<<n>>"

r = requests.get(
    f"https://api.sumup.com/v2.1/merchants/{MERCHANT}/transactions/history",
    headers={"Authorization": f"Bearer {SUMUP_API_KEY}"},
    params={"oldest_time": "<<date>>T00:00:00Z"},
    timeout=30,
)
print(r.json())
''',
    "p:sumup",
)

F.reg(
    "cidrerie_rclone_conf_ovh_object_storage",
    ("home/<<login>>/.config/rclone/rclone.conf", "backup/nas-<<n>>/rclone.conf"),
    """[ovh-cave]
type = s3
provider = Other
env_auth = false
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://s3.gra.io.cloud.ovh.net
region = gra
""",
    "hex:32",
    syntax="ini",
    extra=lambda rng, s: {"akid": str(s["uid"]).replace("-", "")},
)

F.reg(
    "cidrerie_signal_desktop_export_mot_de_passe_site",
    ("signal/export-<<date>>.txt", "notes/signal-<<fa>>-<<n>>.txt"),
    """Conversation avec <<fn2>> <<ln2>> — exporté le <<dmy>>

[<<dmy>> <<time>>] <<fn2>>: Le site de la boutique est planté, je peux me connecter à l'admin ?
[<<dmy>> <<time>>] Moi: oui, compte <<login>>
[<<dmy>> <<time>>] Moi: <<cred>>
[<<dmy>> <<time>>] <<fn2>>: c'est bon, merci !
""",
    "human",
    syntax="",
)

F.reg(
    "cidrerie_ebp_compta_udl_connection_string",
    ("EBP/compta_<<org>>.udl", "C:/Users/<<login>>/Documents/EBP/dossier_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=ebp_compta;Initial Catalog=COMPTA_<<n>>;Data Source=<<ip>>\\EBP
""",
    "pw",
    syntax="",
)

F.reg(
    "cidrerie_agenda_ics_visite_douane_mot_de_passe",
    ("agenda/douane-<<date>>.ics", "calendar/<<org>>-<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Thunderbird//FR
BEGIN:VEVENT
UID:<<uid>>
DTSTART:<<yyyy>><<mm>><<dd>>T090000
SUMMARY:Déclaration récapitulative mensuelle (douane.gouv.fr)
DESCRIPTION:Se connecter sur douane.gouv.fr\\, compte <<login>> / <<cred>>\\nApporter le registre des cidres et pommeaux.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
