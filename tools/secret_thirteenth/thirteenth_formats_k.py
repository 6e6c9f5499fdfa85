"""Family mining_rig_pool_configs: mining rig OS, miner and pool settings."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_DQ,
    SYM_JSON,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    uuid4,
)

FAM = "mining_rig_pool_configs"


@fmt(FAM, "hiveos_rig_conf_rig_passwd_quoted")
def hive_pw(rng):
    pw = gen_pw(rng, sym=SYM_DQ.replace("%", "").replace("&", ""))
    path = pick(
        rng,
        (
            "hive-config/rig.conf",
            "mnt/hive-config/rig.conf",
            "hive/etc/rig.conf",
            "rigs/rig07/rig.conf",
        ),
    )
    text = f"""HIVE_HOST_URL="http://api.hiveos.farm"
API_HOST_FILE="/hive-config/api_host"
RIG_ID={rng.randint(1000000, 9999999)}
RIG_PASSWD="{pw}"
WORKER_NAME="rig{rng.randint(1, 40):02d}"
TIMEZONE="Europe/Helsinki"
WD_ENABLED=1
"""
    return Out(path, text, pw, "")


@fmt(FAM, "hiveos_rig_conf_farm_hash_line")
def hive_hash(rng):
    h = hexs(rng, 40)
    path = pick(
        rng,
        (
            "hive-config/rig.conf",
            "usb/hive-config/rig.conf",
            "hiveos/rig.conf",
            "flash/hive-config/rig.conf",
        ),
    )
    text = f"""FARM_HASH={h}
HIVE_HOST_URL="http://api.hiveos.farm"
WORKER_NAME="gpu-{rng.randint(1, 40)}"
"""
    return Out(path, text, h, "")


@fmt(FAM, "xmrig_config_json_http_api_access_token")
def xmrig(rng):
    tok = gen_pw(rng, 24, sym=SYM_JSON)
    path = pick(
        rng,
        (
            "xmrig/config.json",
            "opt/xmrig/build/config.json",
            "home/miner/xmrig/config.json",
            "etc/xmrig/config.json",
        ),
    )
    text = f"""{{
    "api": {{
        "id": null,
        "worker-id": null
    }},
    "http": {{
        "enabled": true,
        "host": "0.0.0.0",
        "port": 18088,
        "access-token": "{tok}",
        "restricted": false
    }},
    "autosave": true,
    "cpu": {{ "enabled": true, "huge-pages": true }},
    "pools": [
        {{ "url": "pool.supportxmr.com:443", "user": "4{alnum(rng, 94)}", "pass": "rig{rng.randint(1, 9)}", "tls": true }}
    ]
}}
"""
    return Out(path, text, tok, "json")


@fmt(FAM, "nicehash_api_key_secret_org_id_python")
def nicehash(rng):
    sec = uuid4(rng) + uuid4(rng)
    path = pick(
        rng,
        (
            "nh_balance.py",
            "mining/nicehash_rigs.py",
            "bot/nicehash_status.py",
            "tools/nh_payouts.py",
        ),
    )
    text = f"""import nicehash

host = "https://api2.nicehash.com"
organisation_id = "{uuid4(rng)}"
key = "{uuid4(rng)}"
secret = "{sec}"

private_api = nicehash.private_api(host, organisation_id, key, secret)
print(private_api.get_accounts())
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "minerstat_msos_config_js_global_accesskey")
def minerstat(rng):
    key = alnum(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    path = pick(
        rng,
        (
            "minerstat-os/config.js",
            "media/storage/config.js",
            "msos/config.js",
            "home/minerstat/config.js",
        ),
    )
    text = f"""global.accesskey = "{key}";
global.worker = "rig{rng.randint(1, 40)}";
"""
    return Out(path, text, key, "")


@fmt(FAM, "cgminer_conf_pools_entry_pass_field")
def cgminer(rng):
    pw = gen_pw(rng, sym="-_.@+")
    path = pick(
        rng,
        (
            "etc/cgminer.conf",
            "config/cgminer.conf",
            "home/pi/.cgminer/cgminer.conf",
            "antminer/cgminer.conf",
        ),
    )
    text = f"""{{
"pools" : [
	{{
		"url" : "stratum+tcp://stratum.{pick(rng, ("slushpool", "f2pool", "antpool", "viabtc"))}.com:3333",
		"user" : "{user(rng)}.worker{rng.randint(1, 9)}",
		"pass" : "{pw}"
	}}
],
"api-listen" : true,
"api-allow" : "W:127.0.0.1",
"bitmain-freq" : "650"
}}
"""
    return Out(path, text, pw, "json")


@fmt(FAM, "braiins_bosminer_toml_group_pool_password")
def bosminer(rng):
    pw = gen_pw(rng, sym="-_.@+*")
    path = pick(
        rng,
        (
            "etc/bosminer.toml",
            "bosminer/bosminer.toml",
            "config/bosminer.toml",
            "overlay/etc/bosminer.toml",
        ),
    )
    text = f"""[format]
version = '2.0'
model = 'Antminer S19j Pro'
generator = 'BOSminer+ 0.9.0'

[[group]]
name = 'Default'

[[group.pool]]
enabled = true
url = 'stratum2+tcp://v2.eu.stratum.braiins.com/u95GEReVMjK6k5YqiSFNqqTnKU4ypU2Wm8awa6tmbmDmk1bWt'
user = '{user(rng)}.s19-{rng.randint(1, 99)}'
password = '{pw}'
"""
    return Out(path, text, pw, "toml")
