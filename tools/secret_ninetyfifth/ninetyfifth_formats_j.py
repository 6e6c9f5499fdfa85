"""Family j: a bank's outsourced card-activation team in Rabat, Morocco (French, Darija in
Arabic script)."""

from __future__ import annotations

from ninetyfifth_spec import Fam

F = Fam(
    name="rabat_card_activation_team",
    key="rbtcard",
    orgs=("activcarte", "bouregregcall", "agdalservices"),
    tld="ma",
    first=(
        ("Salma", "salma"),
        ("Youssef", "youssef"),
        ("Imane", "imane"),
        ("Mehdi", "mehdi"),
        ("Kawtar", "kawtar"),
        ("Hamza", "hamza"),
        ("Nisrine", "nisrine"),
        ("Anas", "anas"),
    ),
    last=(
        ("Benjelloun", "benjelloun"),
        ("El Idrissi", "elidrissi"),
        ("Alaoui", "alaoui"),
        ("Bennani", "bennani"),
        ("Tazi", "tazi"),
        ("Ouazzani", "ouazzani"),
    ),
    words=(
        "maroc",
        "rabat",
        "atlas",
        "wydad",
        "raja",
        "fusr",
        "tajine",
        "couscous",
        "zellige",
        "oudaya",
        "chebakia",
        "habibti",
        "lalla",
        "marhaba",
        "sahara",
        "argan",
    ),
    pets=("mimi", "simba", "bobby", "minouche", "kiki", "rocky"),
    months=(
        "janvier",
        "fevrier",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "aout",
        "septembre",
        "octobre",
        "novembre",
        "decembre",
    ),
    walks=("azerty", "azertyuiop", "1a2z3e", "qsdfgh"),
    sites=("rabat", "agdal", "hayriad", "sale"),
    cc="212",
)

F.reg(
    "french_email_mot_de_passe_console_activation",
    ("mail/Boite de reception/<<ts>>.eml", "archives/<<fa>>/<<ts>>.eml"),
    """From: Support Applicatif <support@<<dom>>>
To: <<email>>
Cc: <<email2>>
Subject: [<<orgu>>] Vos accès à la console d'activation cartes
Date: <<date>> <<time>> +0100
Content-Type: text/plain; charset="UTF-8"

Bonjour <<fn>>,

Suite à votre intégration dans l'équipe activation (plateau <<site>>), voici vos accès à la
console d'activation des cartes bancaires :

  URL : https://activation.<<dom>>/console
  Identifiant : <<user>>
  Mot de passe : <<cred>>

Le mot de passe expire dans 60 jours. Merci de ne jamais le communiquer aux clients ni de le
noter sur un post-it (audit PCI DSS prévu le mois prochain).

Cordialement,
L'équipe Support Applicatif
""",
    "pw",
    syntax="",
)

F.reg(
    "darija_whatsapp_arabic_script_code",
    ("WhatsApp Chat with Plateau Activation <<site>>.txt", "exports/wa_activation_<<date>>.txt"),
    """<<dmy>> <<time>> - <<fn>>: السلام عليكم، شكون عندو الكود ديال الحساب المشترك ديال Genesys؟
<<dmy>> <<time>> - <<fn2>>: ها هو، ولكن ما تعطيهش لحتى واحد برا البلاطو
<<dmy>> <<time>> - <<fn2>>: <<cred>>
<<dmy>> <<time>> - <<fn>>: الله يخليك 🙏 خدام دابا
""",
    "human",
)

F.reg(
    "cmi_payment_store_key_java",
    ("src/main/java/ma/<<org>>/cmi/CmiConfig.java", "fees/<<site>>/CmiGateway.java"),
    """package ma.<<org>>.cmi;

/** Paiement des frais de réactivation carte via le CMI (Centre Monétique Interbancaire). */
public final class CmiConfig {
    public static final String GATEWAY = "https://payment.cmi.co.ma/fim/est3Dgate";
    public static final String CLIENT_ID = "6000<<ticket>>";
    public static final String STORE_KEY = "<<cred>>";
    public static final String CURRENCY = "504"; // MAD
    public static final String OK_URL = "https://frais.<<dom>>/cmi/ok";
    public static final String FAIL_URL = "https://frais.<<dom>>/cmi/fail";

    private CmiConfig() {}
}
""",
    "p:cmi",
    syntax="",
)

F.reg(
    "avaya_aes_dmcc_java_properties",
    ("agent-desktop/conf/aes.properties", "cti/<<site>>/dmcc.properties"),
    """# Avaya Aura AE Services — DMCC (softphone control for the activation desktop)
cmapi.server_ip=<<ip>>
cmapi.server_port=4722
cmapi.secure=true
cmapi.username=cti_activation
cmapi.password=<<cred>>
callserver=CM_<<site>>
extensions=<<ext>>00-<<ext>>99
trustStoreLocation=/opt/agent-desktop/conf/aes_truststore.jks
""",
    "pw",
    syntax="",
)

F.reg(
    "ivr_pin_service_rsa_key_pem_file",
    ("ivr-pin/keys/pin_signing.key", "secrets/<<site>>/ivr_pin_<<date>>.pem"),
    """<<cred>>
""",
    "pem",
    syntax="",
)

F.reg(
    "sqlplus_connect_shell_script",
    ("batch/extract_activations.sh", "cron/<<site>>/daily_activations.sh"),
    """#!/bin/sh
# Extraction quotidienne des cartes activées la veille (envoi à la banque à 07h00)
export ORACLE_HOME=/u01/app/oracle/product/19c/client_1
export NLS_LANG=FRENCH_MOROCCO.AL32UTF8
OUT=/data/extracts/activations_$(date +%Y%m%d).csv
$ORACLE_HOME/bin/sqlplus -s act_batch/<<cred>>@//<<ip>>:1521/CARDS <<'EOF' > "$OUT"
SET HEADING OFF FEEDBACK OFF PAGESIZE 0 COLSEP ';'
SELECT card_ref, activation_ts, agent_id FROM activations WHERE activation_ts >= TRUNC(SYSDATE) - 1;
EXIT
EOF
scp "$OUT" sftp-banque:/inbound/
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "activation_batches_tsv_french_headers",
    ("suivi/lots_activation_<<date>>.tsv", "partage/<<site>>/comptes_outils.tsv"),
    """Outil\tIdentifiant\tMot de passe\tResponsable\tRemarque
Genesys Workspace\t<<user>>\t<<cred>>\t<<fn>> <<ln>>\tcompte de secours
Console activation\t<<user2>>\t(voir coffre)\t<<fn2>> <<ln2>>\t
""",
    "human",
    syntax="",
)

F.reg(
    "grafana_datasource_provisioning_yaml",
    ("grafana/provisioning/datasources/activations.yaml", "wallboard/<<site>>/datasources.yml"),
    """apiVersion: 1

datasources:
  - name: Activations (MySQL)
    type: mysql
    url: <<ip>>:3306
    user: grafana_ro
    jsonData:
      database: activations
      maxOpenConns: 10
    secureJsonData:
      password: '<<cred>>'
  - name: Genesys stats
    type: prometheus
    url: http://<<ip2>>:9090
""",
    "pw",
)
