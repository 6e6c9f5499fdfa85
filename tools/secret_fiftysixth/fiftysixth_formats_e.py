"""Family e: a data and ML team in Bengaluru, India (English, Hindi, Kannada)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_spec import Fam, ipynb

FAM = Fam(
    "bengaluru_ml_datateam",
    "blrml",
    ("tarangdata", "kaveriai", "neelgiriml", "koramangalabs"),
    "in",
    (
        ("Priya", "priya"),
        ("Arjun", "arjun"),
        ("Ananya", "ananya"),
        ("Rohit", "rohit"),
        ("Deepika", "deepika"),
        ("Karthik", "karthik"),
        ("Sneha", "sneha"),
    ),
    (
        ("Sharma", "sharma"),
        ("Iyer", "iyer"),
        ("Reddy", "reddy"),
        ("Nair", "nair"),
        ("Gowda", "gowda"),
        ("Kulkarni", "kulkarni"),
    ),
    (
        "chai",
        "masala",
        "dosa",
        "idli",
        "cricket",
        "namma",
        "metro",
        "lalbagh",
        "cubbon",
        "garmi",
        "sardi",
        "barsaat",
        "monsoon",
        "diwali",
        "holi",
        "kaveri",
        "biryani",
        "filterkaapi",
        "mysore",
        "bangalore",
    ),
    ("bruno", "tommy", "sheru", "moti", "coco", "simba"),
    "Bengaluru",
    "+91 80",
)


def _nb_openai(s):
    return ipynb(
        [
            (
                "markdown",
                f"# Support-ticket classifier — eval run {s['date']}\nOwner: {s['first']} {s['last']}",
                None,
            ),
            (
                "code",
                f'import os\nos.environ["OPENAI_API_KEY"] = "{s["cred"]}"\nfrom openai import OpenAI\nclient = OpenAI()',
                None,
            ),
            (
                "code",
                'import pandas as pd\ndf = pd.read_parquet("s3://'
                + s["org"]
                + '-ml/tickets/val.parquet")\ndf.shape',
                None,
            ),
            (
                "code",
                'resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": df.text[0]}])\nprint(resp.choices[0].message.content)',
                "billing_issue",
            ),
        ]
    )


FAM.reg(
    "ipynb_openai_key_env_cell",
    (
        "notebooks/<<user>>/ticket_classifier_eval.ipynb",
        "<<org>>-ml/experiments/<<date>>-llm-eval.ipynb",
    ),
    _nb_openai,
    "p:openai",
)


def _nb_hf(s):
    return ipynb(
        [
            ("code", "!pip install -q transformers datasets accelerate peft", None),
            (
                "code",
                f'from huggingface_hub import login\nlogin(token="{s["cred"]}")',
                "Token is valid (permission: write).\nLogin successful",
            ),
            (
                "code",
                f'from datasets import load_dataset\nds = load_dataset("{s["org"]}/kannada-asr-v{s["n"]}", split="train")\nprint(ds)',
                "Dataset({\n    features: ['audio', 'sentence'],\n    num_rows: "
                + str(s["n3"])
                + "00\n})",
            ),
        ]
    )


FAM.reg(
    "colab_ipynb_huggingface_login_token",
    ("colab/<<user>>_whisper_finetune.ipynb", "<<org>>-research/notebooks/asr_kannada_<<n>>.ipynb"),
    _nb_hf,
    "p:hf",
)

FAM.reg(
    "wandb_netrc_api_key",
    ("home/<<user>>/.netrc", "gpu-box-<<n>>/<<user>>/.netrc"),
    """machine api.wandb.ai
  login user
  password <<cred>>
machine github.com
  login <<user>>-<<org>>
  password ${GH_TOKEN}
""",
    "hex:40",
    syntax="",
)

FAM.reg(
    "dbt_profiles_yml_snowflake_password",
    ("<<org>>-analytics/profiles.yml", "home/<<user>>/.dbt/profiles.yml"),
    """<<org>>_dwh:
  target: prod
  outputs:
    dev:
      type: snowflake
      account: <<acct>>.ap-south-1.aws
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORMING
      schema: dbt_<<user>>
      threads: 8
    prod:
      type: snowflake
      account: <<acct>>.ap-south-1.aws
      user: DBT_PROD
      password: '<<cred>>'
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING
      schema: marts
      threads: 16
""",
    "pw_sq",
    extra=lambda rng, s: s.update(acct=f"{s['org'][:4]}{rng.randint(10000, 99999)}"),
)

FAM.reg(
    "airflow_env_connection_uri_password",
    ("<<org>>-airflow/.env", "deploy/airflow-<<word>>/airflow.env"),
    """AIRFLOW__CORE__EXECUTOR=CeleryExecutor
AIRFLOW__CORE__LOAD_EXAMPLES=False
AIRFLOW__WEBSERVER__EXPOSE_CONFIG=False
AIRFLOW_UID=50000
# warehouse + source DBs
AIRFLOW_CONN_POSTGRES_DWH='postgresql://etl_<<word>>:<<cred>>@<<host>>:5432/dwh'
AIRFLOW_CONN_MYSQL_ORDERS='mysql://readonly@<<ip>>:3306/orders'
AIRFLOW_VAR_S3_BUCKET=<<org>>-lake-prod
""",
    "pw_url",
    syntax="",
)


def _hindi_chat(s):
    return (
        f"[{s['dmy2']}, {s['t1']}] {s['first']} {s['last']}: भाई Kaggle वाला competition submit करना है, तेरा API key चाहिए\n"
        f"[{s['dmy2']}, {s['t2']}] {s['fb']} {s['lb']}: रुक भेजता हूँ, kaggle.json में डाल देना\n"
        f'[{s["dmy2"]}, {s["t3"]}] {s["fb"]} {s["lb"]}: {{"username":"{s["ub"].replace(".", "")}","key":"{s["cred"]}"}}\n'
        f"[{s['dmy2']}, {s['t4']}] {s['fb']} {s['lb']}: बस किसी को forward मत करना 😅\n"
        f"[{s['dmy2']}, {s['t5']}] {s['first']} {s['last']}: thanks bro 🙏\n"
    )


FAM.reg(
    "hindi_whatsapp_kaggle_json_key",
    (
        "chats/WhatsApp Chat with <<fb>> <<lb>>.txt",
        "personal/<<user>>/whatsapp_ml_group_<<date>>.txt",
    ),
    _hindi_chat,
    "hex:32",
)


def _cfn(s):
    obj = {
        "AWSTemplateFormatVersion": "2010-09-09",
        "Description": f"Redshift Serverless workgroup for {s['org']} analytics ({s['user']})",
        "Parameters": {
            "AdminUsername": {"Type": "String", "Default": "rsadmin"},
            "AdminUserPassword": {"Type": "String", "NoEcho": True, "Default": s["cred"]},
        },
        "Resources": {
            "Namespace": {
                "Type": "AWS::RedshiftServerless::Namespace",
                "Properties": {
                    "NamespaceName": f"{s['org']}-analytics",
                    "AdminUsername": {"Ref": "AdminUsername"},
                    "AdminUserPassword": {"Ref": "AdminUserPassword"},
                    "DbName": "analytics",
                },
            },
            "Workgroup": {
                "Type": "AWS::RedshiftServerless::Workgroup",
                "Properties": {
                    "WorkgroupName": f"{s['org']}-wg",
                    "NamespaceName": {"Ref": "Namespace"},
                    "BaseCapacity": 32,
                },
            },
        },
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "cloudformation_json_redshift_admin_password_default",
    (
        "<<org>>-infra/cloudformation/redshift-serverless.json",
        "infra/<<word>>/redshift.template.json",
    ),
    _cfn,
    "pw_json",
)

FAM.reg(
    "databrickscfg_profile_token",
    ("home/<<user>>/.databrickscfg", "<<org>>-ml/ops/databrickscfg.<<word>>"),
    """[DEFAULT]
host  = https://adb-<<wsid>>.<<n>>.azuredatabricks.net
token = <<cred>>

[staging]
host      = https://adb-<<wsid>>2.<<n>>.azuredatabricks.net
auth_type = databricks-cli
""",
    "p:dapi",
    syntax="ini",
    extra=lambda rng, s: s.update(wsid=rng.randint(10**15, 9 * 10**15)),
)
