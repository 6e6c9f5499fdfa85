# ruff: noqa: E501
"""Family g: a bitcoin hobbyist in San Salvador (El Salvador; Spanish)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam, dec_b64_field, enc_b64

F = Fam(
    name="chivo_bitcoin_hobbyist",
    orgs=("chivonodo", "bitcoinbeach", "cuscatlan", "tigo", "elzonte"),
    tld="sv",
    first=(
        "José",
        "Karla",
        "Nelson",
        "Roxana",
        "Óscar",
        "Ingrid",
        "Mauricio",
        "Fátima",
        "Rodrigo",
        "Yesenia",
    ),
    last=(
        "Hernández",
        "Flores",
        "Martínez",
        "Portillo",
        "Alvarado",
        "Menjívar",
        "Rivas",
        "Guardado",
    ),
    words=(
        "chivo",
        "pupusa",
        "cipote",
        "chele",
        "bicho",
        "izalco",
        "cuscatlan",
        "quetzaltepec",
        "horchata",
        "chamba",
        "volcan",
    ),
    seasons=("invierno", "verano", "agostinas", "semanasanta", "halving"),
    cc="503",
    pets=("chato", "negra", "firulais", "canelo", "pelusa"),
    latin={
        "José": "jose",
        "Óscar": "oscar",
        "Fátima": "fatima",
        "Hernández": "hernandez",
        "Martínez": "martinez",
        "Menjívar": "menjivar",
    },
)

F.reg(
    "chivo_bitcoin_conf_rpcpassword_nodo",
    ("home/<<fa>>/.bitcoin/bitcoin.conf", "mnt/ssd<<n2>>/bitcoin/bitcoin.conf"),
    """# nodo en el Raspberry (El Zonte)
server=1
txindex=1
daemon=1
dbcache=1024
prune=0
rpcuser=<<fa>>rpc
rpcpassword=<<cred>>
rpcbind=127.0.0.1
rpcallowip=127.0.0.1
rpcallowip=<<lan>>
zmqpubrawblock=tcp://127.0.0.1:28332
zmqpubrawtx=tcp://127.0.0.1:28333
""",
    cred="pw_alnum",
)

F.reg(
    "chivo_semilla_electrum_respaldo_txt",
    ("Documents/respaldo billetera <<year>>.txt", "USB_<<n2>>/semilla_<<word>>.txt"),
    """RESPALDO BILLETERA (Electrum - standard wallet) creada <<dmy>>
NO PERDER / NO TOMARLE FOTO

<<cred>>

contraseña del archivo: la de siempre
derivación m/84'/0'/0'
""",
    cred="mnemonic:12",
)

F.reg(
    "chivo_hardhat_dotenv_private_key_0x",
    ("proyectos/nft-volcanes/.env", "code/chivo-dapp-<<n2>>/.env"),
    """ALCHEMY_URL=https://eth-sepolia.g.alchemy.com/v2/<<alch>>
PRIVATE_KEY=0x<<cred>>
ETHERSCAN_API_KEY=<<eth>>
REPORT_GAS=true
""",
    cred="p:eth_priv",
    extra=lambda rng, s: {"alch": F.cred(rng, "alnum:32", s), "eth": F.cred(rng, "p:etherscan", s)},
)

F.reg(
    "chivo_bash_history_curl_rpc_basic_base64",
    ("home/<<fa>>/.bash_history", "root<<n2>>/.bash_history"),
    """bitcoin-cli getblockchaininfo | jq .blocks
tail -f ~/.bitcoin/debug.log
curl -s -H "Authorization: Basic <<enc>>" -H "content-type: text/plain;" --data-binary '{"jsonrpc":"1.0","id":"x","method":"getnetworkinfo","params":[]}' http://<<lan>>:8332/
sudo systemctl restart bitcoind
df -h /mnt/ssd
""",
    cred="pw_alnum",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['fa']}rpc:{s['cred']}")},
    decode=dec_b64_field(r"Authorization: Basic ([A-Za-z0-9+/=]+)", userpass=True),
)

F.reg(
    "chivo_ccxt_exchange_keys_py",
    ("bots/dca_sats.py", "proyectos/dca-<<n2>>/compra_semanal.py"),
    '''"""DCA semanal: compra 10 USD de BTC cada lunes."""

import ccxt

exchange = ccxt.binance(
    {
        "apiKey": "<<apikey>>",
        "secret": "<<cred>>",
        "enableRateLimit": True,
    }
)
order = exchange.create_market_buy_order("BTC/USDT", None, params={"quoteOrderQty": 10})
print(order["id"], order["filled"])
''',
    cred="p:binance",
    extra=lambda rng, s: {"apikey": F.cred(rng, "p:binance", s)},
)

F.reg(
    "chivo_lnd_rest_curl_macaroon_hex",
    ("notas/lightning_<<date>>.md", "home/<<fa>>/lnd-notas-<<n2>>.md"),
    """## Probar LND REST desde la laptop

```bash
MAC=<<cred>>
curl --cacert tls.cert -H "Grpc-Metadata-macaroon: $MAC" https://<<lan>>:8080/v1/balance/channels
```

(el admin.macaroon pasado a hex con `xxd -ps -u -c 1000`)
""",
    cred="p:lnd_macaroon",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date": s["iso"],
            "date_unixtime": str(s["epoch"]),
            "from": s["full"],
            "from_id": f"user{s['n4']}{s['n3']}",
            "text": "vos, ¿cuál era la contra de la billetera de la casa? la del celular de mi mamá",
        },
        {
            "id": 2,
            "type": "message",
            "date": s["iso"],
            "date_unixtime": str(s["epoch"] + 60),
            "from": s["first2"],
            "from_id": f"user{s['n3']}{s['n4']}",
            "text": ["la contraseña es ", {"type": "code", "text": s["cred"]}, " no la compartás"],
        },
        {
            "id": 3,
            "type": "message",
            "date": s["iso"],
            "date_unixtime": str(s["epoch"] + 95),
            "from": s["full"],
            "from_id": f"user{s['n4']}{s['n3']}",
            "text": "va, chivo 🐐",
        },
    ]
    doc = {"name": s["first2"], "type": "personal_chat", "id": s["n4"] * 1000, "messages": msgs}
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "chivo_telegram_json_contrasena_billetera_mama",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n2>>)/result.json",
    ),
    _tg,
    cred="human",
)

F.reg(
    "chivo_nostr_client_settings_nsec_json",
    ("AppData/Roaming/nostr-desk/settings.json", "home/<<fa>>/.config/nostr-<<n2>>/keys.json"),
    lambda s: (
        json.dumps(
            {
                "relays": ["wss://relay.damus.io", "wss://nos.lol", "wss://relay.nostr.band"],
                "profile": {"name": s["fa"] + "_sv", "nip05": f"{s['fa']}@{s['dom']}"},
                "nsec": s["cred"],
                "zapWallet": "lnbits",
            },
            indent=2,
        )
        + "\n"
    ),
    cred="p:nsec",
)
