# ruff: noqa: E501
"""Family i: a Seychellois machine-learning research group on Praslin (reef imagery, LLMs)."""

from __future__ import annotations

import json

from fiftieth_spec import Fam, ipynb

F = Fam(
    "praslin_ml_research",
    orgs=("valleemai-ml", "aldabralab", "sesel-ai", "takamakaresearch"),
    tld="sc",
    first=(
        "jean",
        "marie",
        "gerard",
        "stephanie",
        "patrick",
        "natalie",
        "damien",
        "sophie",
        "wills",
    ),
    last=("hoareau", "payet", "morel", "labiche", "pillay", "ernesta", "camille", "vidot"),
    words=(
        "praslin",
        "vallee",
        "cocodemer",
        "anse",
        "takamaka",
        "aldabra",
        "mahe",
        "ladigue",
        "sesel",
        "curieuse",
        "lazio",
    ),
    svcs=("reefseg", "coralnet", "kreol-llm", "turtles", "bathymetry", "birdsong", "fisheries"),
    cc="248",
    tz="Indian/Mahe",
)

F.reg(
    "praslin_netrc_wandb_api_machine",
    ("home/<<user>>/.netrc", "cluster/users/<<user>>/netrc"),
    """machine api.wandb.ai
  login user
  password <<cred>>
""",
    "p:wandb",
)


def _hf_nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", f"# {s['svc']} fine-tuning\nRun on the lab A100 ({s['date']})", None),
            (
                "code",
                f'from huggingface_hub import login\n\nlogin(token="{s["cred"]}")',
                "Token is valid (permission: write).\nYour token has been saved to /home/"
                + str(s["user"])
                + "/.cache/huggingface/token\nLogin successful",
            ),
            (
                "code",
                f'from datasets import load_dataset\n\nds = load_dataset("{s["org"]}/{s["svc"]}-v{s["n"]}")\nds',
                "DatasetDict({\n    train: Dataset({features: ['image', 'mask'], num_rows: 8412})\n})",
            ),
            ("code", f'trainer.push_to_hub("{s["org"]}/{s["svc"]}-segformer-b2")', None),
        ]
    )


F.reg(
    "praslin_huggingface_login_ipynb_with_outputs",
    ("notebooks/<<svc>>/finetune_<<date>>.ipynb", "experiments/<<user>>/<<svc>>-train.ipynb"),
    _hf_nb,
    "p:hf",
)

F.reg(
    "praslin_slurm_sbatch_aws_secret_export",
    ("jobs/<<svc>>_train.sbatch", "slurm/<<user>>/<<svc>>-<<n>>.sh"),
    """#!/bin/bash
#SBATCH --job-name=<<svc>>-train
#SBATCH --partition=gpu
#SBATCH --gres=gpu:a100:2
#SBATCH --time=24:00:00
#SBATCH --output=logs/%x-%j.out

module load cuda/12.2 python/3.11
source ~/venvs/<<svc>>/bin/activate

export AWS_ACCESS_KEY_ID=AKIA<<hex8>>Z7KQ4PWM
export AWS_SECRET_ACCESS_KEY=<<cred>>
export AWS_DEFAULT_REGION=eu-west-1

srun python train.py --config configs/<<svc>>.yaml --data s3://<<org>>-datasets/<<svc>>/
""",
    "p:aws_secret",
)

F.reg(
    "praslin_mlflow_tracking_password_dotenv",
    ("<<svc>>/.env", "projects/<<svc>>/.env.local"),
    """MLFLOW_TRACKING_URI=https://mlflow.<<dom>>
MLFLOW_TRACKING_USERNAME=<<user>>
MLFLOW_TRACKING_PASSWORD=<<cred>>
MLFLOW_EXPERIMENT_NAME=<<svc>>
CUDA_VISIBLE_DEVICES=0,1
""",
    "pw",
)

F.reg(
    "praslin_kaggle_json_api_key",
    ("home/<<user>>/.kaggle/kaggle.json", "cluster/users/<<user>>/kaggle.json"),
    lambda s: json.dumps({"username": f"{s['first']}{s['last']}", "key": s["cred"]}) + "\n",
    "p:kaggle",
)

F.reg(
    "praslin_dvc_config_local_minio_secret_access_key",
    ("<<svc>>/.dvc/config.local", "repos/<<svc>>/.dvc/config.local"),
    """['remote "lab-minio"']
    access_key_id = <<user>>-dvc
    secret_access_key = <<cred>>
""",
    "p:minio",
    syntax="ini",
)

F.reg(
    "praslin_kreol_seselwa_signal_chat_modpas_gpu",
    ("chats/signal-lab-<<date>>.txt", "notes/signal-export-<<svc>>.txt"),
    """<<fcap>> <<lcap>> (<<date>> <<hm>>): Bonzour tou dimoun, nouvo servis GPU i ser pare
<<fcap>> <<lcap>> (<<date>> <<hm>>): ssh <<user>>@gpu<<n>>.<<dom>>
<<first2>> (<<date>> <<hm>>): Ki modpas?
<<fcap>> <<lcap>> (<<date>> <<hm>>): modpas: <<cred>>
<<first2>> (<<date>> <<hm>>): Mersi! Mon pe lans <<svc>> aswar
""",
    "human",
)

F.reg(
    "praslin_hydra_llm_config_yaml_openai_key",
    ("conf/llm/openai.yaml", "<<svc>>/configs/llm/gpt.yaml"),
    """# @package llm
_target_: <<svc>>.llm.OpenAIClient
model: gpt-4o-mini
temperature: 0.2
max_tokens: 1024
api_key: <<cred>>
organization: org-<<hex8>><<short>>
cache_dir: ${oc.env:HOME}/.cache/<<svc>>
""",
    "p:openai",
)
