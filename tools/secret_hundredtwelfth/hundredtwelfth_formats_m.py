# ruff: noqa: E501
"""Family m: a materials-science (thin-film / sputtering) laboratory in Tsukuba, Japan (Japanese)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, shared_strings

JP = Fam(
    name="tsukuba_materials_sputter_lab",
    key="zairyo",
    orgs=("zairyolab",),
    tld="ac.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("陽菜", "hina"),
        ("健太", "kenta"),
        ("優子", "yuko"),
        ("拓海", "takumi"),
        ("彩", "aya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "fujisan",
        "tsukuba",
        "kaminari",
        "hanabi",
        "ramen",
        "tanuki",
        "neko",
        "momiji",
        "yuki",
        "kumo",
        "hoshi",
        "sora",
        "natto",
        "onsen",
        "tsuki",
        "kitsune",
        "daruma",
        "gakkou",
        "kenkyu",
    ),
    pets=("pochi", "tama", "hachi", "kuro", "mugi", "kotetsu"),
    cc="81",
    places=("Tsukuba", "Sendai", "Kyoto"),
)

JP.reg(
    "line_chat_txt_pasuwado",
    ("[LINE] 材料研_<<n>>.txt", "line_export/<<fa>>_talk_<<date>>.txt"),
    """[LINE] 材料研 装置係のトーク履歴
保存日時：<<year>>/<<mm>>/<<dd>> <<t5>>

<<year>>/<<mm>>/<<dd>>(<<wd_ja>>)
<<t1>>\t<<last>> <<first>>\tXRDのPC、パスワード変わりました？ログインできません
<<t2>>\t<<last2>> <<first2>>\t先週変えました。新しいパスワードは <<cred>> です
<<t2>>\t<<last2>> <<first2>>\tノートには書かないでください🙏
<<t3>>\t<<last>> <<first>>\t了解です！ありがとうございます
""",
    cred="human",
    syntax="",
)

JP.reg(
    "xrd_pc_powershell_securestring",
    ("instruments/xrd/copy_to_nas_<<n>>.ps1", "scripts/<<user>>/xrd_backup.ps1"),
    """# XRD (SmartLab) 測定データを NAS へコピー -- タスクスケジューラ 毎晩 23:00
$user = "LABNAS\\xrd"
$pass = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
New-PSDrive -Name X -PSProvider FileSystem -Root "\\\\<<ip>>\\xrd" -Credential $cred | Out-Null
robocopy "D:\\SmartLab\\Data" "X:\\<<year>>" /E /XO /R:2 /W:5 /LOG+:"C:\\logs\\xrd_copy.log"
Remove-PSDrive X
""",
    cred="pw_sq",
    syntax="",
)

JP.reg(
    "minio_env_root_password",
    ("etc/default/minio", "srv/minio-<<n>>/minio.env"),
    """# MinIO -- 測定データ保管 (SEM / TEM / XPS)
MINIO_VOLUMES="/data/minio{1...4}"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=labadmin
MINIO_ROOT_PASSWORD=<<cred>>
MINIO_SERVER_URL="https://s3.<<dom>>"
""",
    cred="pw",
    syntax="",
)

JP.reg(
    "materials_project_mprester_key",
    ("analysis/<<user>>/phase_diagram_<<n>>.py", "notebooks_py/mp_query.py"),
    """from mp_api.client import MPRester
from pymatgen.analysis.phase_diagram import PhaseDiagram

with MPRester("<<cred>>") as mpr:
    entries = mpr.get_entries_in_chemsys(["Ga", "N", "O"])

pd = PhaseDiagram(entries)
for e in pd.stable_entries:
    print(e.composition.reduced_formula, e.energy_per_atom)
""",
    cred="alnum:32",
)

JP.reg(
    "jupyter_server_config_token",
    (
        "home/<<user>>/.jupyter/jupyter_server_config.py",
        "gpu-<<n>>/jupyter/jupyter_server_config.py",
    ),
    """# 研究室GPUサーバ (共有) -- <<last>>
c = get_config()  # noqa
c.ServerApp.ip = '0.0.0.0'
c.ServerApp.port = 88<<nn>>
c.ServerApp.open_browser = False
c.ServerApp.token = '<<cred>>'
c.ServerApp.root_dir = '/home/<<user>>/work'
""",
    cred="hex:48",
)

JP.reg(
    "japanese_email_pasuwado_furnace",
    ("mail/<<user>>/furnace_<<n>>.eml", "Thunderbird/Inbox/<<ts>>.eml"),
    """From: <<last2>> <<first2>> <<<email2>>>
To: <<last>> <<first>> <<<email>>>
Subject: =?UTF-8?B?566h54q254KJUEPjga7jg5Hjgrnjg6/jg7zjg4k=?=
Date: <<dd>> Jun <<year>> <<t1>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last>>さん

お疲れさまです。管状炉の制御PC（Windows）のログイン情報です。

ユーザー名: furnace
パスワード: <<cred>>

アニール条件は共有フォルダの手順書を参照してください。
よろしくお願いします。

<<last2>>
""",
    cred="human",
    syntax="",
)

JP.reg(
    "payjp_secret_key_php",
    ("symposium/config/payjp.php", "apps/workshop-fee-<<n>>/config/payjp.php"),
    """<?php
// シンポジウム参加費 (PAY.JP)
return [
    'public_key' => 'pk_live_<<pk>>',
    'secret_key' => '<<cred>>',
    'currency' => 'jpy',
];
""",
    cred="p:payjp",
    syntax="",
    extra=lambda rng, s: s.update(pk="".join(rng.choice("0123456789abcdef") for _ in range(24))),
)


def _ss(s):
    return shared_strings(
        [
            "装置",
            "ユーザー",
            "パスワード",
            "備考",
            "SEM (JSM-7800F)",
            "sem",
            s["cred"],
            "予約必須",
            "XPS",
            "xps",
            "管理者に確認",
            "TEM",
        ]
    )


JP.reg(
    "xlsx_sharedstrings_instrument_japanese",
    (
        "xlsx_unzipped/装置アカウント/xl/sharedStrings.xml",
        "tmp/<<user>>/accounts_<<n>>/xl/sharedStrings.xml",
    ),
    _ss,
    cred="human_x",
)
