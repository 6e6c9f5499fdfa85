# ruff: noqa: E501
"""Family g: a youth centre (dar chabab) in Fès, Morocco (Arabic, Darija, French)."""

from __future__ import annotations

from hundredth_spec import Fam, alnum

FAM = Fam(
    name="darchabab_jeunesse_maghreb",
    orgs=("nejmashabab",),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة الزهراء", "fatimazahra"),
        ("أمين", "amine"),
        ("سلمى", "salma"),
        ("حمزة", "hamza"),
        ("خديجة", "khadija"),
        ("أيوب", "ayoub"),
        ("مريم", "meryem"),
        ("إلياس", "ilyas"),
        ("هاجر", "hajar"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بناني", "bennani"),
        ("الفاسي", "elfassi"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("برادة", "berrada"),
        ("الشرقاوي", "cherkaoui"),
        ("الوزاني", "ouazzani"),
    ),
    words=(
        "chabab",
        "nejma",
        "fes",
        "medina",
        "atlas",
        "wydad",
        "raja",
        "maroc",
        "zellij",
        "bab",
        "boujloud",
        "tajine",
        "atay",
        "nass",
        "lhbib",
        "sahbi",
    ),
    pets=("mimi", "bissa", "kiki", "simba", "lucky", "zazou", "nounou", "rex"),
    cc="+212",
)
reg = FAM.reg

reg(
    "darchabab_darija_whatsapp_kalimat_sir_wifi",
    (
        "WhatsApp/Discussion WhatsApp avec Animateurs <<org>>.txt",
        "chats/wa_animateurs_<<d>><<mo>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>> <<last>>: السلام عليكم، الويفي ديال قاعة المعلوميات تبدل
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first2>> <<last2>>: شنو هو الكود الجديد؟
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>> <<last>>: الشبكة: DarChabab-Info
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>> <<last>>: كلمة السر: <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>> <<last>>: ma t3tiwhach l drari 3afakom 🙏
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first2>> <<last2>>: wakha, merci
""",
    "human",
    syntax="",
)

reg(
    "darchabab_french_email_mot_de_passe_massar",
    ("mails/acces_massar_<<fa>>.eml", "Courrier/<<y>><<mo>><<d>>_massar_<<k>>.eml"),
    """From: <<fa2>>.<<la2>>@<<dom>>
To: <<email>>
Subject: Accès Massar - soutien scolaire
Date: <<d>> Oct <<y>> <<hh>>:<<mm>>:<<ss>> +0100
Content-Type: text/plain; charset="UTF-8"

Bonjour <<fa>>,

Pour le programme de soutien scolaire, tu peux consulter les notes des jeunes inscrits via
le compte partenaire Massar que l'Académie régionale nous a donné :

Identifiant : P<<n>>@taalim.ma
Mot de passe : <<cred>>

Merci de ne pas le partager avec les bénévoles. بالتوفيق
<<fa2>>
""",
    "human",
    syntax="",
)

reg(
    "darchabab_mikrotik_hotspot_export_rsc",
    ("mikrotik/export_<<y>><<mo>><<d>>.rsc", "backup/hotspot-<<k>>.rsc"),
    """# <<mo>>/<<d>>/<<y>> <<hh>>:<<mm>>:<<ss>> by RouterOS 7.14.3
# software id = <<hid>>
#
# model = hAP ax2
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user profile
set [ find default=yes ] shared-users=3 rate-limit=2M/2M
/ip hotspot user
add name=admin-salle password=<<cred>> profile=default
add name=jeunes limit-uptime=2h
/system identity
set name=DarChabab-<<k>>
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {
        "hid": f"{alnum(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
    },
)

reg(
    "darchabab_moodle_config_php_dbpass",
    ("moodle/config.php", "www/formation-<<k>>/config.php"),
    """<?php  // Moodle configuration file - formations numériques des jeunes

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_<<k>>';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://formation.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

reg(
    "darchabab_cmi_payment_storekey_java",
    (
        "inscriptions/src/main/java/ma/<<org>>/paiement/CmiConfig.java",
        "camp-ete-<<y>>/CmiConfig<<k>>.java",
    ),
    """package ma.<<org>>.paiement;

/** Paiement en ligne des inscriptions au camp d'été (CMI - Centre Monétique Interbancaire). */
public final class CmiConfig {
    public static final String CLIENT_ID = "600<<n>>";
    public static final String STORE_KEY = "<<cred>>";
    public static final String GATEWAY = "https://payment.cmi.co.ma/fim/est3Dgate";
    public static final String OK_URL = "https://<<dom>>/inscription/ok";
    public static final String FAIL_URL = "https://<<dom>>/inscription/echec";

    private CmiConfig() {}
}
""",
    "pw_dq",
    syntax="",
)

reg(
    "darchabab_kiosk_winlogon_autologon_reg",
    ("postes/autologon_salle_<<k>>.reg", "kiosque/autologon-<<fa>>.reg"),
    """Windows Registry Editor Version 5.00

; poste kiosque de la salle multimédia - session automatique
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosque"
"DefaultDomainName"="SALLE-<<k>>"
"DefaultPassword"="<<cred>>"
"ForceAutoLogon"="1"
""",
    "pw_dq",
    syntax="",
)

reg(
    "darchabab_signups_csv_arabic_columns",
    ("inscriptions/tasjil_<<y>>_<<mo>>.csv", "exports/comptes_plateforme_<<k>>.csv"),
    """الاسم,الصفة,البريد الإلكتروني,كلمة المرور,ملاحظات
<<first>> <<last>>,مؤطر,<<email>>,<<cred>>,حساب منصة التكوين
<<first2>> <<last2>>,متطوعة,<<email2>>,,في انتظار التفعيل
""",
    "human_x",
    syntax="",
)

reg(
    "darchabab_facebook_page_token_node",
    ("bot-page/index_<<k>>.js", "messenger-bot/<<fa>>/config.js"),
    """// Réponses automatiques de la page Facebook du Dar Chabab (horaires, inscriptions)
const PAGE_ACCESS_TOKEN = "<<cred>>";
const VERIFY_TOKEN = "nejma_verify_<<k>>";
const GRAPH = "https://graph.facebook.com/v19.0/me/messages";

async function repondre(psid, texte) {
  await fetch(`${GRAPH}?access_token=${PAGE_ACCESS_TOKEN}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ recipient: { id: psid }, message: { text: texte } }),
  });
}
module.exports = { repondre, VERIFY_TOKEN };
""",
    "p:fb_page",
    syntax="",
)
