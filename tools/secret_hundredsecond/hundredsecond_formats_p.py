# ruff: noqa: E501
"""Family p: an emergency-vehicle (ambulance and fire-truck) workshop in São Paulo state, Brazil
(Brazilian Portuguese)."""

from __future__ import annotations

import base64
import json
import random

from hundredsecond_spec import Fam, Slots, enc_b64, json_text, reg

F = Fam(
    name="emergency_vehicle_workshop_viatura",
    orgs=("viaturafix", "sirenauto", "girorep", "resgatecar"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Carlos", "carlos"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Thiago", "thiago"),
        ("Beatriz", "beatriz"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
    ),
    words=(
        "viatura",
        "sirene",
        "giroflex",
        "oficina",
        "mecanico",
        "motor",
        "ambulancia",
        "brasil",
        "saopaulo",
        "corinthians",
        "palmeiras",
        "flamengo",
        "samba",
        "feijoada",
        "caju",
        "bombeiro",
    ),
    pets=("thor", "mel", "pipoca", "bidu", "nina", "pretinha"),
    places=("campinas", "sorocaba", "jundiai", "santos", "guarulhos", "osasco"),
    cc="+55",
)

reg(
    F,
    "viatura_whatsapp_ios_senha_sistema_oficina",
    (
        "WhatsApp Chat - Oficina <<placec>>/_chat.txt",
        "exports/whatsapp/<<org>>_oficina_<<date>>.txt",
    ),
    """[<<dmys>> <<hh>>:<<mi>>:05] <<first>> <<last>>: Pessoal, troquei a senha do sistema de OS (ordens de serviço)
[<<dmys>> <<hh>>:<<mi>>:51] <<first2>> <<last2>>: Manda aí, tô com a ambulância da prefeitura de <<placec>> no elevador
[<<dmys>> <<hh2>>:00:12] <<first>> <<last>>: login: oficina<<n>>
[<<dmys>> <<hh2>>:00:20] <<first>> <<last>>: senha: <<cred>>
[<<dmys>> <<hh2>>:01:02] <<first2>> <<last2>>: Valeu chefe 👊
""",
    "human",
    "",
)

reg(
    F,
    "viatura_asaas_cobranca_prefeituras_env",
    ("cobranca/.env", "srv/<<org>>/financeiro/.env.production"),
    """# Cobrança de prefeituras e concessionárias (boleto + Pix) – Asaas produção
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_URL=https://<<dom>>/webhooks/asaas
""",
    "p:asaas",
    "",
)

reg(
    F,
    "viatura_nfe_certificado_a1_senha_properties",
    (
        "nfe/src/main/resources/nfe.properties",
        "opt/<<org>>/emissor-nfe/config/nfe-<<place>>.properties",
    ),
    """# Emissor NF-e – serviços de manutenção de viaturas (SP)
nfe.ambiente=1
nfe.uf=SP
nfe.cnpj=<<nn>>.<<nnn>>.<<nnn>>/0001-<<nn>>
nfe.certificado.tipo=A1
nfe.certificado.arquivo=/opt/<<org>>/certs/<<org>>_<<year>>.pfx
nfe.certificado.senha=<<cred>>
nfe.serie=1
""",
    "human_ini",
    "",
)

reg(
    F,
    "viatura_intelbras_dvr_rtsp_vlc_playlist",
    ("Câmeras/oficina_<<place>>.m3u", "Documents/<<org>>/cameras_<<nn>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Box 1 – elevador
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Box 2 – pintura
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Portão
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    "pw_url",
    "",
)

reg(
    F,
    "viatura_tiny_erp_token_php",
    ("integracoes/tiny/config.php", "public_html/<<org>>/estoque/tiny_api.php"),
    """<?php
// Tiny ERP – estoque de peças (sirenes, giroflex, macas, suspensão)
define('TINY_TOKEN', '<<cred>>');
define('TINY_URL', 'https://api.tiny.com.br/api2/');

function tiny_produto($codigo) {
    $q = http_build_query(['token' => TINY_TOKEN, 'formato' => 'json', 'pesquisa' => $codigo]);
    return json_decode(file_get_contents(TINY_URL . 'produtos.pesquisa.php?' . $q), true);
}
""",
    "hex:64",
    "",
)


def _docker_extra(rng: random.Random, s: Slots) -> Slots:
    return {"auth": enc_b64(f"{s['fa']}.{s['la']}:{s['cred']}")}


def _docker(s: Slots) -> str:
    return json_text(
        {
            "auths": {"registry.gitlab.com": {"auth": s["auth"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent=1,
    )


def _dec_docker(text: str) -> str:
    auth = next(iter(json.loads(text)["auths"].values()))["auth"]
    return base64.b64decode(auth).decode("utf-8").split(":", 1)[1]


reg(
    F,
    "viatura_docker_config_json_auth_gitlab_registry",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config_<<place>>.json"),
    _docker,
    "pw_json",
    None,
    _docker_extra,
    _dec_docker,
)

reg(
    F,
    "viatura_estoque_pgpass_line",
    ("home/<<fa>>/.pgpass", "Users/<<fa>>/AppData/Roaming/postgresql/pgpass_<<nn>>.conf"),
    """# host:porta:banco:usuário:senha – estoque de peças
<<ip>>:5432:estoque:<<fa>>:<<cred>>
localhost:5432:*:postgres:
""",
    "pw",
    "",
)

reg(
    F,
    "viatura_ordens_servico_csv_senha_portal",
    ("relatorios/OS_<<year>><<month>>.csv", "Planilhas/<<org>>_portais_prefeituras_<<nn>>.csv"),
    """cliente;viatura;placa;portal de compras;usuário;senha;observação
Prefeitura de <<placec>>;Ambulância UTI Sprinter;<<abc>>-<<n>>A<<nn>>;BEC/SP;<<login>>;<<cred>>;renovar certidão
Corpo de Bombeiros – <<placec>>;ABT Mercedes Atego;<<abc>>-<<n>>C<<nn>>;licitacoes-e;<<login2>>;(com <<first2>>);
""",
    "human",
    "",
    lambda rng, s: {"abc": "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))},
)
