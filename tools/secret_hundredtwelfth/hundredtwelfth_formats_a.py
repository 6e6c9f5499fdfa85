# ruff: noqa: E501
"""Family a: a university genomics core facility in Kenya (Swahili and English)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, b64s, dec_b64_field, ipynb, prov

KE = Fam(
    name="vinasaba_genomics_core_nairobi",
    key="vinasaba",
    orgs=("vinasaba", "chiloebio"),
    tld="ac.ke",
    first=tuple(
        (n, n.lower())
        for n in (
            "Wanjiru",
            "Achieng",
            "Baraka",
            "Zawadi",
            "Mercy",
            "Brian",
            "Kevin",
            "Faith",
            "Njeri",
            "Kamau",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in (
            "Otieno",
            "Mwangi",
            "Kiprono",
            "Njoroge",
            "Odhiambo",
            "Wambui",
            "Chebet",
            "Mutua",
            "Kariuki",
            "Omondi",
        )
    ),
    words=(
        "simba",
        "tembo",
        "twiga",
        "nyota",
        "jambo",
        "mvua",
        "chai",
        "ugali",
        "kilimanjaro",
        "harambee",
        "pamoja",
        "upendo",
        "amani",
        "nairobi",
        "kisumu",
        "mombasa",
        "safari",
        "jua",
        "nyumbani",
        "kahawa",
    ),
    pets=("bahati", "simba", "toto", "kiki", "rex", "jimmy", "chui"),
    cc="254",
    places=("Nairobi", "Kisumu", "Kilifi", "Kabete", "Eldoret", "Nakuru"),
)

KE.reg(
    "basespace_cli_default_cfg",
    ("home/<<user>>/.basespace/default.cfg", "srv/miseq-sync/.basespace/<<org>>.cfg"),
    "apiServer   = https://api.basespace.illumina.com\naccessToken = <<cred>>\n",
    cred="hex:32",
    syntax="",
)

KE.reg(
    "swahili_whatsapp_reply_only_nenosiri",
    ("WhatsApp Chat with Genomics Core <<place>>.txt", "exports/whatsapp/Core_<<org>>_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: Habari, run ya MiSeq imeisha 👍
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>> <<last2>>: Asante. Nimesahau nenosiri ya LIMS (akaunti ya <<user2>>), naomba tena?
<<dd>>/<<mm>>/<<year>>, <<t3>> - <<first>> <<last>>: <<cred>>
<<dd>>/<<mm>>/<<year>>, <<t4>> - <<first2>> <<last2>>: Imefanya kazi, asante sana!
<<dd>>/<<mm>>/<<year>>, <<t5>> - <<first>> <<last>>: Usiiweke kwenye group ya wanafunzi tafadhali
""",
    cred="human",
)


def _k8s(rng, s):
    s["enc"] = b64s(str(s["cred"]))
    s["uenc"] = b64s("jupyterhub")


KE.reg(
    "jupyterhub_k8s_secret_data_base64",
    ("deploy/jupyterhub-<<n>>/hub-db-secret.yaml", "k8s/<<org>>/secrets/jhub-postgres-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: hub-db-credentials
  namespace: jhub
  labels:
    app: jupyterhub
    facility: genomics-core
type: Opaque
data:
  username: <<uenc>>
  password: <<enc>>
""",
    cred="pw",
    extra=_k8s,
    decode=dec_b64_field(r"\n  password: ([A-Za-z0-9+/=]+)"),
)

KE.reg(
    "sbatch_sshpass_rsync_miseq",
    ("hpc/jobs/pull_miseq_<<date>>.sbatch", "home/<<user>>/scripts/sync_runs_<<n>>.sh"),
    """#!/bin/bash
#SBATCH --job-name=miseq-pull
#SBATCH --partition=batch
#SBATCH --cpus-per-task=2
#SBATCH --mem=4G
#SBATCH --time=02:00:00
#SBATCH --output=/scratch/<<user>>/logs/%x-%j.out

# Vuta runs mpya kutoka kwa PC ya MiSeq (Windows, OpenSSH) -- <<first>>
module load rsync
RUN_DIR=/data/core/runs/<<year>>
export SSHPASS='<<cred>>'
sshpass -e rsync -av --progress -e "ssh -o StrictHostKeyChecking=no" \\
    illumina@<<ip>>:/cygdrive/d/Illumina/MiSeqOutput/ "$RUN_DIR"/
echo "done $(date)" >> /scratch/<<user>>/logs/pull.log
""",
    cred="pw_sq",
    syntax="",
)


def _benchling(s):
    return ipynb(
        [
            (
                "md",
                "# Benchling -> core QC report\nInapakua vipimo vya Qubit na Bioanalyzer.",
                None,
            ),
            (
                "code",
                f'from benchling_sdk.benchling import Benchling\nfrom benchling_sdk.auth.api_key_auth import ApiKeyAuth\n\nbenchling = Benchling(url="https://{s["org"]}.benchling.com", auth_method=ApiKeyAuth("{s["cred"]}"))\n',
                None,
            ),
            (
                "code",
                'entries = benchling.entries.list_entries(schema_id="ts_QcRun")\nfor page in entries:\n    print(len(page))',
                "50\n50\n17\n",
            ),
        ]
    )


KE.reg(
    "benchling_ipynb_api_key",
    (
        "notebooks/<<user>>/benchling_qc_<<year>>.ipynb",
        "shared/core-notebooks/qc_export_<<n>>.ipynb",
    ),
    _benchling,
    cred="x:sk_:27",
    syntax="json",
)

KE.reg(
    "senaite_buildout_cfg_admin",
    ("opt/senaite-<<n>>/buildout.cfg", "srv/lims-<<org>>/buildout_<<n>>.cfg"),
    """[buildout]
extends = versions.cfg
index = https://pypi.org/simple/
parts =
    instance
    zeo
eggs =
    senaite.lims
    senaite.impress

[zeo]
recipe = plone.recipe.zeoserver
zeo-address = 127.0.0.1:8100

[instance]
recipe = plone.recipe.zope2instance
user = admin:<<cred>>
http-address = 127.0.0.1:8080
zeo-client = on
zeo-address = ${zeo:zeo-address}
eggs = ${buildout:eggs}
""",
    cred="pw",
    syntax="ini",
)

KE.reg(
    "mpesa_daraja_passkey_env",
    ("billing-portal-<<n>>/.env", "apps/<<org>>-billing/.env.production"),
    """APP_NAME="Genomics Core Billing"
APP_ENV=production
APP_URL=https://billing.<<dom>>

DB_HOST=127.0.0.1
DB_DATABASE=core_billing

# Safaricom Daraja (Lipa na M-Pesa Online)
MPESA_ENV=production
MPESA_SHORTCODE=<<n2>><<n2>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://billing.<<dom>>/api/mpesa/callback
""",
    cred="hex:64",
    syntax="",
    extra=lambda rng, s: s.update(
        ck="".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    ),
)

KE.reg(
    "nextflow_config_aws_secret",
    ("pipelines/run_<<n2>>/nextflow.config", "home/<<user>>/.nextflow/config"),
    """// core facility profile -- <<first>> <<last>>, <<date>>
params {
    outdir = 's3://<<org>>-genomics-results/<<year>>'
    max_cpus = 32
    max_memory = '256.GB'
}

process.executor = 'slurm'
process.queue = 'batch'

aws {
    accessKey = '<<akid>>'
    secretKey = '<<cred>>'
    region = 'af-south-1'
    client {
        maxConnections = 20
    }
}
""",
    cred="p:aws_secret",
    syntax="",
    extra=lambda rng, s: s.update(akid=prov(rng, "aws_id")),
)
