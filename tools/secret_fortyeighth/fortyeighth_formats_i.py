# ruff: noqa: E501
"""Family i: a university research lab in Rehovot (Israel): Hebrew and English."""

from __future__ import annotations

from fortyeighth_spec import Fam, ipynb, prov

F = Fam(
    "rehovot_university_research_lab",
    "rehovot",
    ("rehovotlab", "plantomicslab", "hadarimlab", "neurogenlab"),
    "ac.il",
    ("noa", "yonatan", "tamar", "itai", "shira", "omer", "maya", "eitan", "adi", "gal"),
    ("cohen", "levi", "mizrahi", "peretz", "biton", "friedman", "avraham", "katz"),
    (
        "hadar",
        "tapuz",
        "rimon",
        "zayit",
        "shaked",
        "ilan",
        "gefen",
        "kinneret",
        "sabra",
        "tamar",
        "nachal",
        "shemesh",
    ),
    "972",
    ("Rehovot", "Ness Ziona", "Yavne", "Rishon", "Gedera"),
    local=("נועה", "יונתן", "תמר", "איתי", "שירה", "עומר", "מאיה", "איתן", "עדי", "גל"),
)

F.reg(
    "slurm_sbatch_results_db_sh",
    ("cluster/jobs/align_<<n>>.sbatch", "home/<<first>>/slurm/<<word>>_pipeline.sh"),
    """#!/bin/bash
#SBATCH --job-name=rnaseq_<<word>>
#SBATCH --partition=gpu
#SBATCH --cpus-per-task=16
#SBATCH --mem=64G
#SBATCH --time=12:00:00
#SBATCH --output=logs/%x_%j.out

module load STAR/2.7.11a samtools/1.19
export LABDB_HOST=<<host>>
export LABDB_USER=<<first>>
export LABDB_PASS="<<cred>>"

STAR --runThreadN 16 --genomeDir /scratch/ref/TAIR10 --readFilesIn "$1" --outFileNamePrefix "out/$(basename "$1" .fq.gz)_"
python3 ~/bin/register_run.py --sample "$(basename "$1")" --status done
""",
    "pw_dq",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("import wandb\n", None),
            (
                f'wandb.login(key="{s["cred"]}")\n',
                "wandb: Appending key for api.wandb.ai to your netrc file: /home/"
                f"{s['first']}/.netrc\nTrue\n",
            ),
            (
                f'run = wandb.init(project="{s["word"]}-seg", entity="{s["org"]}")\n',
                f"wandb: Currently logged in as: {s['first']} ({s['org']})\n",
            ),
        ]
    )


F.reg(
    "wandb_login_segmentation_ipynb",
    ("notebooks/<<first>>/<<word>>_segmentation.ipynb", "experiments/<<n>>_unet_train.ipynb"),
    _nb,
    "hex:40",
)

F.reg(
    "hebrew_whatsapp_android_sisma_microscope",
    ("WhatsApp Chat with מעבדה <<n>>.txt", "exports/wa_lab_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<lname>>: מישהו יודע את הסיסמה למחשב של המיקרוסקופ הקונפוקלי?
<<dmys>>, <<time>> - <<lname2>>: משתמש: confocal
<<dmys>>, <<time2>> - <<lname2>>: סיסמה: <<cred>>
<<dmys>>, <<time2>> - <<lname>>: תודה!! 🙏
<<dmys>>, <<time2>> - <<lname2>>: אל תשכחי לכבות את הלייזר בסוף
""",
    "human",
)

F.reg(
    "omero_server_setup_config_sh",
    ("omero/setup_<<n>>.sh", "infra/<<org>>-omero-install.sh"),
    """#!/bin/bash
set -e
# OMERO.server 5.6 install for the imaging facility
export OMERODIR=/opt/omero/server/OMERO.server
omero config set omero.db.host <<ip>>
omero config set omero.db.name omero
omero config set omero.db.user omero
omero config set omero.db.pass <<cred>>
omero config set omero.data.dir /data/OMERO
omero db script -f /tmp/omero.sql --password <<cred>>
psql -h <<ip>> -U omero omero < /tmp/omero.sql
omero admin start
""",
    "pw_bare",
)


def _nf(rng, s):
    s["akid"] = prov(rng, "aws_akid")


F.reg(
    "nextflow_config_aws_batch",
    ("pipelines/<<word>>/nextflow.config", "<<org>>-nf-<<n>>/nextflow.config"),
    """params {
    reads  = "s3://<<org>>-seq/raw/*_{1,2}.fastq.gz"
    outdir = "s3://<<org>>-seq/results"
}

process.executor = 'awsbatch'
process.queue    = 'nf-spot-queue'

aws {
    region    = 'eu-central-1'
    accessKey = '<<akid>>'
    secretKey = '<<cred>>'
    batch {
        cliPath = '/home/ec2-user/miniconda/bin/aws'
    }
}
""",
    "p:aws_secret",
    extra=_nf,
)

F.reg(
    "rstudio_renviron_redcap_token",
    ("home/<<first>>/.Renviron", "projects/<<word>>-cohort/.Renviron"),
    """R_LIBS_USER=~/R/library/4.3
REDCAP_URI=https://redcap.<<dom>>/api/
REDCAP_API_TOKEN=<<cred>>
RETICULATE_PYTHON=/opt/conda/envs/r-py/bin/python
""",
    "HEX:32",
)

F.reg(
    "lab_inventory_my_cnf",
    ("home/<<first>>/.my.cnf", "lims-<<n>>/.my.cnf"),
    """[client]
host=<<host>>
user=<<first>>_lims
password=<<cred>>
database=lab_inventory

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)

F.reg(
    "hebrew_email_sisma_cluster_account",
    ("Mail/<<date>>_cluster_<<n>>.eml", "outlook/heshbon_<<user>>.eml"),
    """From: <<lname>> <<<email>>>
To: <<lname2>> <<<email2>>>
Subject: =?UTF-8?B?15fXqdeR15XXnyDXkdeq15DXmdeq?=
Date: <<date>> <<time>>:50 +0300
Content-Type: text/plain; charset=UTF-8

היי,

פתחתי לך חשבון על השרת של המעבדה (<<host>>).
שם משתמש: <<user2>>
סיסמה זמנית: <<cred>>

נא להחליף בכניסה הראשונה עם passwd.

בהצלחה,
<<lname>>
""",
    "human",
)
