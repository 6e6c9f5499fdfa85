# ruff: noqa: E501
"""Family j: kokle (Baltic psaltery) players and dainas singers in Latgale (Latvia)."""

from fortysecond_spec import family, ipynb

F = family(
    "kokle_latgale_dainas",
    ("kokledaina",),
    "lv",
    ("Jānis", "Ilze", "Māris", "Inese", "Artūrs", "Līga", "Valdis"),
    ("Bērziņš", "Ozola", "Kalniņš", "Leimane", "Kaupers", "Vītola"),
    (
        "kokle",
        "daina",
        "jani",
        "ligo",
        "saulite",
        "ozols",
        "dzintars",
        "latgale",
        "rezekne",
        "vainags",
    ),
    ("pavasaris", "vasara", "rudens", "ziema", "jani"),
    "371",
)

F.reg(
    "kokle_latvian_whatsapp_ios_parole",
    ("WhatsApp Chat - Koklētāji <<year>>/_chat.txt", "chats/<<fa>>_kokle_<<n3>>.txt"),
    """[<<dmy>>, <<time>>:11] <<first>> <<last>>: Sveiki! Kāda ir parole no biedrības e-pasta?
[<<dmy>>, <<time>>:40] <<first2>>: info@<<dom>>
[<<dmy>>, <<time>>:52] <<first2>>: parole: <<cred>>
[<<dmy>>, <<time>>:03] <<first>> <<last>>: Paldies, ielikšu afišu par Jāņu koncertu
""",
    "human",
)

F.reg(
    "kokle_concert_tickets_paysera_env",
    ("<<org>>-biletes/.env", "home/<<fa>>/biletes/.env.prod"),
    """PAYSERA_PROJECT_ID=<<n6>>
PAYSERA_SIGN_PASSWORD=<<cred>>
PAYSERA_ACCEPT_URL=https://<<dom>>/paldies
PAYSERA_TEST=0
""",
    "hex:32",
)

F.reg(
    "kokle_latvian_email_parole_vid_eds",
    ("Pasts/<<date>> EDS pieeja.eml", "Thunderbird/<<fa>>/Inbox_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: EDS pieeja biedrības atskaitēm
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Labdien, <<first>>!

Lai iesniegtu gada pārskatu VID EDS, lieto šo:
lietotājs: <<user>>
parole: <<cred>>

Ar cieņu,
<<first2>>
""",
    "human",
)

F.reg(
    "kokle_recordings_nas_cifs_credentials_file",
    ("etc/samba/kokle-<<n>>.cred", "home/<<fa>>/.smbcredentials"),
    """username=<<user>>
password=<<cred>>
domain=WORKGROUP
""",
    "pw_bare",
)

F.reg(
    "kokle_archive_digitization_rclone_s3",
    (
        "home/<<fa>>/.config/rclone/rclone.conf",
        "Users/<<fa>>/AppData/Roaming/rclone/rclone<<n>>.conf",
    ),
    """[arhivs]
type = s3
provider = AWS
access_key_id = AKIA<<akid>>
secret_access_key = <<cred>>
region = eu-north-1
""",
    "p:aws_secret",
    extra=lambda rng, s: s.update(akid=F.draw(rng, "HEX:16", s)),
    syntax="ini",
)

F.reg(
    "kokle_dainas_corpus_ipynb_hf_token",
    ("notebooks/dainas_<<n>>.ipynb", "Users/<<fa>>/dainu_skapis/finetune_<<year>>.ipynb"),
    lambda s: ipynb(
        [
            ("md", "## Dainu skapis — teksta klasifikācija", None),
            (
                "code",
                f'from huggingface_hub import login\nlogin(token="{s["cred"]}")',
                "Token is valid (permission: write).\nLogin successful\n",
            ),
            (
                "code",
                'from datasets import load_dataset\nds = load_dataset("csv", data_files="dainas.csv")',
                None,
            ),
        ]
    ),
    "p:hf",
)

F.reg(
    "kokle_latgalian_sms_parols",
    ("sms/<<date>>_<<n3>>.txt", "Telefons/Ziņas/<<fa>>.txt"),
    """No: <<phone>>
<<dmy>> <<time>>
Vasals! Parols nu sātys lopys admin: <<cred>> (lītuotuojs <<user>>). Redzēsimēs Rēzeknē!
""",
    "human",
)

F.reg(
    "kokle_music_school_moodle_config_php",
    ("moodle/config.php", "var/www/<<org>><<n>>/moodle/config.php"),
    """<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle_<<n3>>';
$CFG->dbpass    = '<<cred>>';
$CFG->wwwroot   = 'https://macibas.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)
