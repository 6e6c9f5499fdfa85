# ruff: noqa: E501
"""Family b: a community radio station in Saguenay (Québec, Canada), in French."""

from __future__ import annotations

import quopri

from fiftyfifth_spec import Fam, gen_pw

FAM = Fam(
    "radio_communautaire_saguenay",
    ("ondeboreale", "laguaritafm"),
    "ca",
    ("geneviève", "maxime", "josée", "étienne", "mélanie", "sébastien", "nathalie", "frédéric"),
    ("tremblay", "gagnon", "bouchard", "lavoie", "simard", "girard", "côté", "harvey"),
    (
        "fjord",
        "bleuet",
        "ondes",
        "antenne",
        "micro",
        "tourtiere",
        "chicoutimi",
        "poutine",
        "caribou",
        "boreal",
    ),
    "1",
    "Saguenay",
)

FAM.reg(
    "saguenay_icecast_xml_source_admin",
    ("etc/icecast2/icecast.xml", "serveurs/diffusion-<<n>>/icecast.xml"),
    """<icecast>
    <location>Saguenay, QC</location>
    <admin>technique@<<dom>></admin>
    <limits>
        <clients>250</clients>
        <sources>4</sources>
        <queue-size>524288</queue-size>
        <burst-size>65535</burst-size>
    </limits>
    <authentication>
        <!-- Sources: Liquidsoap (grille) + BUTT (émissions en direct) -->
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<admin>></admin-password>
    </authentication>
    <hostname>flux.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/direct.mp3</mount-name>
        <stream-name><<orgc>> 97,3 FM</stream-name>
        <genre>Radio communautaire</genre>
    </mount>
    <fileserve>1</fileserve>
    <paths>
        <logdir>/var/log/icecast2</logdir>
        <webroot>/usr/share/icecast2/web</webroot>
        <adminroot>/usr/share/icecast2/admin</adminroot>
    </paths>
    <security>
        <chroot>0</chroot>
    </security>
</icecast>
""",
    "pw_xml",
    extra=lambda rng, s: {"admin": gen_pw(rng, sym="!*+-_.")},
)

FAM.reg(
    "saguenay_liquidsoap_output_icecast_script",
    ("etc/liquidsoap/grille_<<org>>.liq", "radio/automation/diffusion_<<n>>.liq"),
    """#!/usr/bin/liquidsoap
# Grille horaire <<orgc>> - diffusion automatisée la nuit et les fins de semaine
settings.log.file.path := "/var/log/liquidsoap/<<org>>.log"

musique = playlist(mode="randomize", reload=3600, "/srv/musique/rotation")
identifiants = playlist("/srv/habillage/ids")
nouvelles = request.queue(id="bulletin")

radio = fallback(track_sensitive=false, [nouvelles, rotate(weights=[1, 4], [identifiants, musique])])
radio = mksafe(radio)

output.icecast(
  %mp3(bitrate=128),
  host="flux.<<dom>>", port=8000,
  password="<<cred>>",
  mount="/direct.mp3",
  name="<<orgc>> 97,3", description="Radio communautaire du Saguenay",
  radio
)
""",
    "pw_dq",
    syntax="",
)


def _qp_pw(rng):
    base = gen_pw(rng, rng.randint(11, 15), sym="!*-_.")
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice("éèàçêô") + base[i:]


def _qp_mail(s):
    body = f"""Bonjour {s["lfirst2"]},

Comme convenu à la réunion du conseil d'administration, voici les accès au poste de
mise en ondes (Rivendell, studio A) pour tes émissions du samedi matin :

Utilisateur : animation-samedi
Mot de passe : {s["cred"]}

Merci de ne pas le noter sur le babillard du studio cette fois-ci. Si l'écran reste
noir, redémarre seulement RDAirPlay, pas le serveur.

Bonne émission !
{s["name"]}
Direction technique, {s["orgc"]} 97,3
"""
    qp = quopri.encodestring(body.encode()).decode()
    return f"""Return-Path: <{s["email"]}>
From: {s["name"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?Q?Acc=C3=A8s_au_poste_de_mise_en_ondes?=
Date: Thu, {s["d"]} Oct {s["year"]} {s["time"]}:11 -0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{qp}"""


FAM.reg(
    "saguenay_courriel_qp_mot_de_passe_rivendell",
    (
        "courriels/acces_studio_a_<<n>>.eml",
        "Thunderbird/Profiles/<<hex8>>.default/Mail/Local Folders/Technique-<<n>>.eml",
    ),
    _qp_mail,
    _qp_pw,
    syntax="",
    decode=lambda t: (
        quopri.decodestring(t.split("\n\n", 1)[1].encode())
        .decode()
        .split("Mot de passe : ", 1)[1]
        .split("\n", 1)[0]
    ),
)

FAM.reg(
    "saguenay_rivendell_rd_conf_mysql",
    ("etc/rd.conf", "sauvegardes/rivendell_<<ymd>>/rd.conf"),
    """[Identity]
AudioOwner=rivendell
AudioGroup=rivendell
PypadOwner=pypad
PypadGroup=pypad

[mySQL]
Hostname=<<ip>>
Loginname=rduser
Password=<<cred>>
Database=Rivendell
Driver=QMYSQL3

[AudioStore]
MountSource=nas-<<org>>:/rd_xfer
MountType=nfs

[Alsa]
PeriodQuantity=4
PeriodSize=1024

[Logs]
Facility=syslog
""",
    "pw",
)

FAM.reg(
    "saguenay_rds_encoder_sshpass_bash_history",
    ("home/technique/.bash_history", "postes/regie-<<n>>/root/.bash_history"),
    """ls -la /srv/rds
cat /srv/rds/titre_en_cours.txt
systemctl status stereotool
sshpass -p '<<cred>>' ssh -o StrictHostKeyChecking=no rds@<<ip>> 'echo "RT=<<orgc>> 97,3 - Le matin du fjord" > /dev/ttyUSB0'
sshpass -p '<<cred>>' scp /srv/rds/ps.txt rds@<<ip>>:/etc/rds/
journalctl -u liquidsoap --since today | tail -40
exit
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "saguenay_messenger_copie_code_wifi_studio",
    (
        "benevoles/messenger_<<first>>_<<n>>.txt",
        "notes/Conversation Messenger - Studio B <<n>>.txt",
    ),
    """<<name>>
<<time>>
Salut! J'arrive pour l'émission de ce soir, c'est quoi déjà le code du wifi du studio B?

<<name2>>
<<time>>
Réseau : <<orgc>>-Studio
le code c'est <<cred>>

<<name2>>
<<time>>
pis oublie pas de fermer le micro invité après 😅
""",
    "human",
    syntax="",
)

FAM.reg(
    "saguenay_shoutcast_sc_serv_relay_conf",
    ("shoutcast/sc_serv_<<org>>.conf", "srv/relais-<<n>>/sc_serv.conf"),
    """; SHOUTcast DNAS 2 - relais vers l'application mobile
logfile=logs/sc_serv.log
w3clog=logs/sc_w3c.log
banfile=control/sc_serv.ban
ripfile=control/sc_serv.rip
portbase=8010
publicserver=never
password=<<cred>>
adminpassword=<<cred>>
streamid_1=1
streampath_1=/mobile
streamrelayurl_1=http://flux.<<dom>>:8000/direct.mp3
maxuser=150
""",
    "pw",
    syntax="",
)

FAM.reg(
    "saguenay_ics_entrevue_codec_comrex",
    ("calendrier/entrevues_<<ymd>>.ics", "exports/agenda_nouvelles_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
CALSCALE:GREGORIAN
METHOD:PUBLISH
X-WR-CALNAME:Salle des nouvelles <<orgc>>
BEGIN:VEVENT
DTSTART:<<ymd>>T130000Z
DTEND:<<ymd>>T134500Z
UID:<<uuid>>@google.com
SUMMARY:Entrevue en duplex - maire de Chicoutimi
DESCRIPTION:Liaison Comrex ACCESS depuis l'hôtel de ville\\nIP du codec : <<pubip>>\\nutilisateur : comrex\\nmot de passe : <<cred>>\\nResponsable : <<name>>
LOCATION:Studio A
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
