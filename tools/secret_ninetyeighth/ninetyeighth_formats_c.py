"""Family c: a PhD student in a Brazilian thesis lab with GPU servers (Brazilian Portuguese)."""
# ruff: noqa: E501

from __future__ import annotations

from ninetyeighth_spec import Fam, ipynb

F = Fam(
    name="doutorado_thesis_lab_gpu",
    key="doutorado",
    orgs=("doutorlab", "nerdlagoa", "labvisao", "ipeunb", "cerradoia"),
    tld="ufmg.br",
    first=(
        ("João", "joao"),
        ("Luíza", "luiza"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Beatriz", "beatriz"),
        ("Gustavo", "gustavo"),
        ("Camila", "camila"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Carvalho", "carvalho"),
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
    ),
    words=(
        "saudade",
        "cafezinho",
        "feijoada",
        "tese",
        "galo",
        "mineirao",
        "pamonha",
        "sabia",
        "ipe",
        "cerrado",
        "doutorado",
        "orientador",
        "brigadeiro",
        "paodequeijo",
        "jabuticaba",
    ),
    pets=("pipoca", "paçoca", "thor", "mel", "bolinha", "frida"),
    cc="+55",
    places=("Belo Horizonte", "Campinas", "Recife", "Porto Alegre", "São Carlos"),
)

F.reg(
    "slurm_sbatch_wandb_key",
    ("jobs/treino_<<n>>.sbatch", "home/<<fa>>/tese/scripts/run_<<hex8>>.sh"),
    """#!/bin/bash
#SBATCH --job-name=tese-seg-<<n>>
#SBATCH --partition=gpu
#SBATCH --gres=gpu:a100:2
#SBATCH --cpus-per-task=16
#SBATCH --mem=64G
#SBATCH --time=48:00:00
#SBATCH --output=logs/%x-%j.out

module load cuda/12.2 anaconda3
source activate tese

export WANDB_API_KEY=<<cred>>
export WANDB_PROJECT=segmentacao-cerrado
export WANDB_ENTITY=<<org>>

srun python train.py --config configs/unet_r50.yaml --epochs 120 --batch-size 32
""",
    cred="p:wandb",
    syntax="",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            (
                "markdown",
                "# Experimentos capítulo 4\nFine-tuning do modelo no dataset do laboratório",
                None,
            ),
            (
                "code",
                f'from huggingface_hub import login\nlogin(token="{s["cred"]}")',
                "Token is valid (permission: write).\nLogin successful",
            ),
            (
                "code",
                "from datasets import load_dataset\nds = load_dataset('"
                + s["org"]
                + "/cerrado-seg', split='train')\nlen(ds)",
                "18432",
            ),
        ]
    )


F.reg(
    "jupyter_ipynb_hf_login_cell",
    (
        "tese/notebooks/cap4_finetune_<<n>>.ipynb",
        "home/<<fa>>/notebooks/experimento_<<date>>.ipynb",
    ),
    _nb,
    cred="p:hf",
    syntax="json",
)

F.reg(
    "cluster_id_rsa_bare_key",
    ("home/<<fa>>/.ssh/id_rsa_cluster<<n>>", "pendrive/chaves/<<user>>_lab_rsa"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)

F.reg(
    "pgpass_lab_database",
    ("home/<<fa>>/.pgpass", "backup/<<user>>-<<date>>/.pgpass"),
    """# banco de anotações do lab
<<host>>:5432:anotacoes:<<user>>:<<cred>>
<<ip>>:5432:*:leitura:<<cred2>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "cred2": "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(12))
    },
)


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{s['year']}"
    return f"""[{d} {s["time"]}:05] {s["fn"]} {s["ln"]}: Gente, o servidor gpu3 tá fora da VPN de novo?
[{d} {s["time"]}:41] {s["fn2"]} {s["ln2"]}: Tá não, é que trocaram a senha da conta compartilhada da VPN
[{d} {s["time"]}:59] {s["fn2"]} {s["ln2"]}: usuário: lab-{s["org"]}
[{d} {s["time"]}:59] {s["fn2"]} {s["ln2"]}: senha: {s["cred"]}
[{d} {s["time"]}:59] {s["fn"]} {s["ln"]}: valeuuu 🙌
[{d} {s["time"]}:59] {s["fn2"]} {s["ln2"]}: ‎Esta mensagem foi apagada
"""


F.reg(
    "whatsapp_ptbr_senha_vpn_lab",
    ("WhatsApp/Conversa do WhatsApp com Lab <<org>> <<n>>.txt", "Downloads/_chat_<<hex8>>.txt"),
    _wa,
    cred="human",
    syntax="",
)

F.reg(
    "rclone_conf_minio_s3",
    ("home/<<fa>>/.config/rclone/rclone.conf", "backup/dotfiles-<<date>>/rclone.conf"),
    """[gdrive-tese]
type = drive
scope = drive.file
root_folder_id = 1Qx<<hex8>>

[minio-lab]
type = s3
provider = Minio
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://minio.<<dom>>:9000
acl = private
""",
    cred="p:aws",
    syntax="ini",
    extra=lambda rng, s: {
        "akid": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "email_orientador_senha_servidor",
    ("Thunderbird/Inbox/orientador_<<n>>.eml", "mail/<<date>>_acesso_servidor.eml"),
    """From: Prof. <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Re: acesso ao servidor do laboratório
Date: Wed, <<day>> Jun <<year>> <<time>>:40 -0300
Content-Type: text/plain; charset=utf-8

Oi <<fn>>,

criei sua conta no <<host>>. Entre com

  usuário: <<user>>
  senha inicial: <<cred>>

e troque com `passwd` no primeiro login. Não rode nada fora do SLURM, por favor, a
GPU 0 está reservada para a defesa da <<fn2>> até o fim do mês.

Abraço,
<<fn2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "overleaf_git_credentials_store",
    ("home/<<fa>>/.git-credentials", "backup/notebook-<<date>>/.git-credentials"),
    """https://git:<<cred>>@git.overleaf.com
https://<<fa>>:<<ghp>>@github.com
""",
    cred="x:olp_:36",
    syntax="",
    extra=lambda rng, s: {
        "ghp": "ghp_"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(36)
        )
    },
)
