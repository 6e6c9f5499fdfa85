# ruff: noqa: E501
"""Family m: desert manuscript libraries of Chinguetti (Mauritania): Arabic (Hassaniya),
French."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, ipynb, prov

F = Fam(
    "chinguetti_manuscript_mauritania",
    orgs=("wadanlibraria", "ahmedmahmoud", "chinguittimakhtut", "ouadanearchive"),
    tld="mr",
    first=(
        "Mohamed",
        "Fatimetou",
        "Sidi",
        "Mariem",
        "Ahmedou",
        "Khadijetou",
        "Cheikh",
        "Aichetou",
        "Abdallahi",
        "Mounina",
    ),
    last=(
        "Ould Habott",
        "Mint Ahmed",
        "Ould Sidi",
        "Mint Cheikh",
        "Ould Bah",
        "Mint Ely",
        "Ould Mohamed",
        "Mint Abdallahi",
        "Ould Lemine",
        "Mint Boubacar",
    ),
    words=(
        "chinguetti",
        "adrar",
        "makhtut",
        "ouadane",
        "tijikja",
        "dune",
        "tidjikja",
        "wadan",
        "atar",
        "sahel",
        "qalam",
        "waraq",
    ),
    cc="+222",
    pets=("jamal", "ghazal", "sahra", "nour", "bobo"),
)

F.reg(
    "chinguetti_hassaniya_whatsapp_kalimat_sirr",
    ("WhatsApp Chat with مكتبة شنقيط.txt", "chats/whatsapp_<<first_a>>_<<n>>.txt"),
    """<<date_sl>> <<time>> - <<first>> <<last>>: السلام عليكم، كيفت نلوگ فالسيرفر متاع المخطوطات؟
<<date_sl>> <<time>> - Sidi Ould Bah: اسم المستخدم <<user>>
<<date_sl>> <<time>> - Sidi Ould Bah: كلمة السر <<cred>>
<<date_sl>> <<time>> - <<first>> <<last>>: شكرا، ذاك الليل نكمل تصوير المخطوطات
""",
    "human",
    syntax="",
)

F.reg(
    "chinguetti_digitisation_omeka_s_database_ini",
    ("omeka-s/config/database.ini", "var/www/<<org>>/config/database.ini"),
    """user     = "omeka"
password = "<<cred>>"
dbname   = "omeka_manuscrits"
host     = "localhost"
;port     =
;unix_socket =
;log_path =
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "chinguetti_french_email_mot_de_passe_partenaire",
    ("courrier/<<date>>_numerisation.eml", "Mail/partenaires-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: numerisation@<<word>>-fondation.fr
Subject: Accès au serveur de numérisation des manuscrits
Date: Thu, <<n>> Dec <<year>> 11:02:44 +0000
Content-Type: text/plain; charset=UTF-8

Bonjour,

Comme convenu, voici l'accès au serveur où nous déposons les images des
manuscrits de la bibliothèque (Chinguetti et Ouadane) :

sftp://depot.<<dom>>
identifiant : <<user>>
mot de passe : <<cred>>

Bien cordialement,
<<first>> <<last>>
""",
    "pw",
    syntax="",
)

F.reg(
    "chinguetti_scanner_station_powershell_psdrive",
    ("scanner/map_share.ps1", "scripts/<<first_a>>_scan_<<n>>.ps1"),
    """# Station de numérisation : monte le partage du NAS pour les images TIFF
$user = "<<org>>\\scan"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
New-PSDrive -Name M -PSProvider FileSystem -Root "\\\\<<ip>>\\manuscrits" -Credential $cred -Persist
Copy-Item C:\\Scans\\*.tif M:\\entrant\\
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "chinguetti_iiif_cantaloupe_properties",
    ("cantaloupe/cantaloupe.properties", "etc/cantaloupe/<<org>>-<<n>>.properties"),
    """# IIIF image server for the manuscript viewer
http.enabled = true
http.port = 8182
source.static = S3Source
S3Source.endpoint = https://s3.<<dom>>
S3Source.access_key_id = <<akid>>
S3Source.secret_key = <<cred>>
S3Source.BasicLookupStrategy.bucket.name = manuscrits
processor.selection_strategy = AutomaticSelectionStrategy
cache.server.derivative.enabled = true
""",
    lambda rng, s: alnum(rng, 40),
    syntax="",
    extra=lambda rng, s: {"akid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


def _nb(s):
    return ipynb(
        [
            ("markdown", "# Transcription assistée des colophons\n", None),
            (
                "code",
                f'import anthropic\n\nclient = anthropic.Anthropic(api_key="{s["cred"]}")\n',
                None,
            ),
            (
                "code",
                'msg = client.messages.create(model="claude-3-5-sonnet-latest", max_tokens=800,\n    messages=[{"role": "user", "content": "Transcris ce colophon en arabe"}])\nprint(msg.content[0].text[:80])\n',
                "تم نسخ هذا الكتاب بحمد الله في شنقيط\n",
            ),
        ]
    )


F.reg(
    "chinguetti_colophon_transcription_ipynb_anthropic",
    ("notebooks/colophons_<<n>>.ipynb", "transcription/<<first_a>>/essai.ipynb"),
    _nb,
    lambda rng, s: prov(rng, "anthropic"),
)

F.reg(
    "chinguetti_arabic_sms_kalimat_murur_reply",
    ("sms/<<date>>_<<n>>.txt", "telephone/sms_<<first_a>>.txt"),
    """<<phone>> - <<date_sl>> <<time>>
عطيني كلمة المرور متاع الويفي فالمكتبة
أنا - <<date_sl>> <<time>>
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "chinguetti_backup_duplicity_cron_passphrase",
    ("etc/cron.d/duplicity-manuscrits", "var/spool/cron/crontabs/<<first_a>>"),
    """# sauvegarde chiffrée des images vers Nouakchott
MAILTO=<<email2>>
15 3 * * * root PASSPHRASE='<<cred>>' duplicity --full-if-older-than 1M /srv/manuscrits sftp://backup@<<host>>//backups/manuscrits >> /var/log/duplicity.log 2>&1
""",
    "pw_sq",
    syntax="",
)
