# ruff: noqa: E501
"""Family a: a family in Porto (Portugal) sharing a Synology NAS, Plex, Jellyfin and Kodi at
home; Portuguese."""

from __future__ import annotations

import re

from fiftyninth_spec import Fam, pct, unpct

F = Fam(
    "porto_familia_nas_plex",
    tld="pt",
    orgs=("lusovia", "casadouro", "ribeirafibra"),
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Inês", "ines"),
        ("Tiago", "tiago"),
        ("Beatriz", "beatriz"),
        ("Rui", "rui"),
        ("Conceição", "conceicao"),
        ("Duarte", "duarte"),
    ),
    last=(
        ("Silva", "silva"),
        ("Gonçalves", "goncalves"),
        ("Moreira", "moreira"),
        ("Azevedo", "azevedo"),
        ("Magalhães", "magalhaes"),
        ("Pinto", "pinto"),
    ),
    words=(
        "benfica",
        "dragao",
        "francesinha",
        "ribeira",
        "saudade",
        "bacalhau",
        "gaivota",
        "azulejo",
        "tripeiro",
        "matosinhos",
    ),
    pets=("tareco", "pantufa", "bolinhas", "farrusco", "kiko", "piloto"),
    mail=("gmail.com", "sapo.pt", "hotmail.com", "outlook.pt"),
    cc="+351",
    ssid=("MEO-Casa", "NOS-Moreira", "Vodafone-Lar", "CasaDoPorto", "MEO-WiFi"),
)


F.reg(
    "porto_whatsapp_senha_plex_avo",
    (
        "Telemovel/WhatsApp/Conversa do WhatsApp com Família <<la>> <<n>>.txt",
        "Downloads/WhatsApp Chat - Família <<ln>> (<<n>>).txt",
    ),
    """<<dmy>>, 20:14 - Mãe: Filhos, a avó quer ver as novelas no Plex da televisão da sala
<<dmy>>, 20:15 - <<fn>>: Ela tem de entrar com a conta da família
<<dmy>>, 20:15 - Mãe: Qual é a senha? Já não me lembro 🙈
<<dmy>>, 20:17 - <<fn>>: email: familia.<<la>>@gmail.com
<<dmy>>, 20:17 - <<fn>>: senha: <<cred>>
<<dmy>>, 20:18 - <<fn>>: não partilhem isto com ninguém, é a mesma do NAS
<<dmy>>, 20:21 - Mãe: Obrigada querido ❤️
<<dmy>>, 20:40 - <<fn2>>: <Multimédia omitida>
""",
    cred="human",
)

F.reg(
    "porto_synology_task_scheduler_rsync_sh",
    (
        "volume1/homes/<<fa>>/scripts/backup_fotos_<<n>>.sh",
        "Documentos/NAS/tarefa_agendada_rsync_<<date>>.sh",
    ),
    """#!/bin/bash
# Tarefa agendada DSM (Painel de Controlo > Agendador de tarefas) - corre todos os domingos 03:00
# copia as fotos do NAS da sala para o NAS da casa dos avós (Matosinhos)
ORIGEM="/volume1/photo/Familia"
DESTINO="<<la>>@<<lan>>:/volume1/backup_porto/"
LOG="/volume1/homes/<<fa>>/logs/rsync_$(date +%Y%m%d).log"

sshpass -p '<<cred>>' rsync -avh --delete -e "ssh -p 2222 -o StrictHostKeyChecking=no" \\
    "$ORIGEM" "$DESTINO" >> "$LOG" 2>&1

if [ $? -ne 0 ]; then
    /usr/syno/bin/synonotify BackupFailed '{"[%MSG%]": "rsync falhou"}'
fi
""",
    cred="pw_sq",
)

F.reg(
    "porto_plex_preferences_xml_online_token",
    (
        "backups/plex-<<date>>/Preferences.xml",
        "volume1/PlexMediaServer/AppData/Plex Media Server/Preferences-<<ymd>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<Preferences OldestPreviousVersion="1.32.5.7349-8f4248874" MachineIdentifier="<<uuid>>" ProcessedMachineIdentifier="<<hex16>><<hex16>>" AnonymousMachineIdentifier="<<uuid>>" MetricsEpoch="1" AcceptedEULA="1" FriendlyName="NAS-Sala-<<la>>" PublishServerOnPlexOnlineKey="1" PlexOnlineToken="<<cred>>" PlexOnlineUsername="<<login>>" PlexOnlineMail="<<email>>" PlexOnlineHome="1" CertificateVersion="3" LanguageInCloud="1" DlnaEnabled="0" TranscoderTempDirectory="/volume1/PlexMediaServer/tmp" ManualPortMappingMode="1" ManualPortMappingPort="32400" LastAutomaticMappedPort="0" secureConnections="1"/>
""",
    cred="p:plex",
)


def _kodi_pw(rng, fam):
    while True:
        v = fam.human(rng)
        if pct(v) != v:
            return v


def _kodi_extra(rng, s):
    s["enc"] = pct(s["cred"])


def _kodi_dec(text: str) -> str:
    return unpct(re.search(r"smb://[^:/]+:([^@]+)@", text).group(1))


F.reg(
    "porto_kodi_sources_xml_smb_percent_encoded",
    (
        "kodi_backup_<<ymd>>/userdata/sources.xml",
        "Android/data/org.xbmc.kodi/files/.kodi/userdata/sources-<<la>>-<<n>>.xml",
    ),
    """<sources>
    <programs>
        <default pathversion="1"></default>
    </programs>
    <video>
        <default pathversion="1"></default>
        <source>
            <name>Filmes NAS</name>
            <path pathversion="1">smb://<<fa>>:<<enc>>@<<lan>>/video/Filmes/</path>
            <allowsharing>true</allowsharing>
        </source>
        <source>
            <name>Séries</name>
            <path pathversion="1">smb://<<lan>>/video/Series/</path>
            <allowsharing>true</allowsharing>
        </source>
    </video>
    <music>
        <default pathversion="1"></default>
    </music>
    <pictures>
        <default pathversion="1"></default>
    </pictures>
</sources>
""",
    cred=_kodi_pw,
    extra=_kodi_extra,
    decode=_kodi_dec,
)

F.reg(
    "porto_smbcredentials_montagem_nas_portatil",
    ("home/<<fa>>/.smbcredentials_nas<<n>>", "home/<<fa>>/.config/nas-sala-<<n>>.cred"),
    """# montado pelo /etc/fstab:
# //<<lan>>/familia /mnt/nas cifs credentials=/home/<<fa>>/.smbcredentials,uid=1000,vers=3.0 0 0
username=<<fa>>
password=<<cred>>
domain=WORKGROUP
""",
    cred="pw",
    syntax="",
)

F.reg(
    "porto_email_filhos_nova_senha_wifi",
    ("Correio/Enviados/Nova senha do wifi - <<date>>.eml", "Mail/<<fa>>/Familia/wifi_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>, familia.<<la>>@gmail.com
Subject: Nova senha do wifi (o técnico da MEO mudou tudo)
Date: Sat, 14 Sep <<year>> 11:02:37 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Olá a todos,

O técnico veio trocar o router e agora a rede chama-se <<ssid>>.
A nova senha do wifi é: <<cred>>

A televisão da sala e o NAS já estão ligados. Quem tiver o Plex no
telemóvel tem de voltar a entrar na rede.

Beijinhos,
<<fn>>
""",
    cred="wifi",
)

F.reg(
    "porto_jellyfin_curl_api_key_biblioteca",
    (
        "volume1/homes/<<fa>>/scripts/jellyfin_atualizar_<<n>>.sh",
        "Documentos/scripts/jellyfin-refresh-<<date>>.sh",
    ),
    """#!/bin/sh
# atualiza a biblioteca do Jellyfin depois de o qBittorrent acabar um download
# (Definições > Painel > Chaves de API > "qbittorrent-<<la>>")
JELLYFIN="http://<<lan>>:8096"
curl -s -X POST "$JELLYFIN/Library/Refresh" \\
     -H "X-Emby-Token: <<cred>>" \\
     -H "Content-Type: application/json" \\
     -d '{}'
echo "$(date '+%F %T') refresh pedido" >> /volume1/homes/<<fa>>/jellyfin.log
""",
    cred="hex:32",
)


def _fods(s: dict) -> str:
    rows = [
        ("Serviço", "Utilizador", "Senha", "Quem usa"),
        ("Netflix", f"familia.{s['la']}@gmail.com", s["p1"], "todos"),
        ("Plex", s["login"], s["cred"], s["fn"] + ", avó"),
        ("Disney+", s["email2"], "(ver no telemóvel da mãe)", "miúdos"),
        ("NAS admin", "admin", "(no envelope na gaveta)", s["fn"]),
    ]
    cells = "\n".join(
        "    <table:table-row>\n"
        + "".join(
            f'     <table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>\n'
            for c in r
        )
        + "    </table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Contas da família">
{cells}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "porto_fods_contas_familia_streaming",
    (
        "Documentos/Casa/contas_familia_<<year>>.fods",
        "NAS/familia/Papelada/senhas-streaming-<<n>>.fods",
    ),
    _fods,
    cred="human",
    syntax="xml",
    extra=lambda rng, s: {"p1": F.human(rng)},
)
